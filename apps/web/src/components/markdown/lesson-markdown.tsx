import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';

import { lessonHref, lessonImageSrc } from './safe-url.ts';

const linkClass =
  'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800 hover:decoration-brand-600';
const h2 = 'pt-2 text-xl font-bold tracking-tight text-slate-900';
const h3 = 'pt-1 text-lg font-bold tracking-tight text-slate-900';
const h4 = 'text-base font-bold text-slate-900';

function LessonLink({ href, children }: ComponentProps<'a'>) {
  // urlTransform has emptied every href that is not safe: such a link is its text.
  if (!href) return <>{children}</>;
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  const leaves = /^https?:/i.test(href);
  return (
    <a
      href={href}
      className={linkClass}
      {...(leaves ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

function LessonImage({ src, alt }: ComponentProps<'img'>) {
  const safe = typeof src === 'string' ? lessonImageSrc(src) : null;
  // An image from anywhere else is not loaded: its alt text stands in for it.
  if (!safe) return alt ? <>{alt}</> : null;
  return (
    <img
      src={safe}
      alt={alt ?? ''}
      loading="lazy"
      className="my-2 h-auto max-w-full rounded-lg border border-slate-200"
    />
  );
}

const components: Components = {
  // The lesson's own title is the page's heading, so the text's headings start one level below.
  h1: ({ children }) => <h2 className={h2}>{children}</h2>,
  h2: ({ children }) => <h2 className={h2}>{children}</h2>,
  h3: ({ children }) => <h3 className={h3}>{children}</h3>,
  h4: ({ children }) => <h4 className={h4}>{children}</h4>,
  h5: ({ children }) => <h4 className={h4}>{children}</h4>,
  h6: ({ children }) => <h4 className={h4}>{children}</h4>,
  ul: ({ children }) => (
    <ul className="list-disc space-y-1.5 pl-6 marker:text-slate-400">{children}</ul>
  ),
  ol: ({ children }) => (
    <ol className="list-decimal space-y-1.5 pl-6 marker:text-slate-400">{children}</ol>
  ),
  li: ({ children }) => <li className="pl-1">{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="border-l-4 border-brand-200 pl-4 text-slate-600 italic">
      {children}
    </blockquote>
  ),
  hr: () => <hr className="border-slate-200" />,
  strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
  // A code block: dark, monospace, scrolls sideways rather than wrapping.
  pre: ({ children }) => (
    <pre className="overflow-x-auto rounded-xl bg-slate-900 p-4 font-mono text-[13px] leading-relaxed text-slate-100 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit">
      {children}
    </pre>
  ),
  code: ({ children, className }) => (
    <code
      className={
        className ?? 'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800'
      }
    >
      {children}
    </code>
  ),
  a: LessonLink,
  img: LessonImage,
};

/**
 * A lesson's Markdown notes, as staff write them and students read them. Raw HTML is never
 * rendered (skipped), links go only to http(s), mailto: and this site, and images load only
 * from https or this site's uploaded files (else their alt text shows).
 */
export function LessonMarkdown({ children }: { children: string }) {
  return (
    <div className="space-y-3 text-[15px] leading-relaxed break-words text-slate-700">
      <ReactMarkdown
        skipHtml
        components={components}
        // Images keep their src here: LessonImage decides; every other URL is a link.
        urlTransform={(url, key) => (key === 'src' ? url : (lessonHref(url) ?? ''))}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
