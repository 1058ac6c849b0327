import type { Components } from 'react-markdown';

/**
 * How staff-written Markdown reads on this site, shared by site pages and lesson notes: spaced
 * lists, a quoted aside, a rule and strong text. Each renderer adds its own headings, links and
 * code on top.
 */
export const readingComponents: Components = {
  ul: ({ children }) => (
    <ul className="list-disc space-y-2 pl-6 marker:text-slate-400">{children}</ul>
  ),
  ol: ({ children }) => (
    <ol className="list-decimal space-y-2 pl-6 marker:text-slate-400">{children}</ol>
  ),
  li: ({ children }) => <li className="pl-1">{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="border-l-4 border-brand-200 pl-4 text-slate-600 italic">
      {children}
    </blockquote>
  ),
  hr: () => <hr className="border-slate-200" />,
  strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
};
