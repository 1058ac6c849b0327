import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkBreaks from 'remark-breaks';

import { readingComponents } from '@/components/markdown/reading-components';
import { isExternalHref, safeHref } from '@/components/markdown/safe-url';

const linkClass =
  'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800 hover:decoration-brand-600';

// The page's own title is its h1, so the text's headings start one level below it.
const h2 = 'pt-4 text-xl font-bold tracking-tight text-slate-900';
const h3 = 'pt-2 text-lg font-bold tracking-tight text-slate-900';

function MarkdownLink({ href, children }: ComponentProps<'a'>) {
  // urlTransform has already emptied every href that is not safe: such a link is its text.
  if (!href) return <>{children}</>;
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={linkClass}
      {...(isExternalHref(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

const components: Components = {
  ...readingComponents,
  h1: ({ children }) => <h2 className={h2}>{children}</h2>,
  h2: ({ children }) => <h2 className={h2}>{children}</h2>,
  h3: ({ children }) => <h3 className={h3}>{children}</h3>,
  h4: ({ children }) => <h4 className={h3}>{children}</h4>,
  h5: ({ children }) => <h4 className={h3}>{children}</h4>,
  h6: ({ children }) => <h4 className={h3}>{children}</h4>,
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em]">{children}</code>
  ),
  a: MarkdownLink,
  // Images and tables are not part of what site pages offer.
  img: ({ alt }) => <>{alt}</>,
};

/**
 * Staff-written Markdown (react-markdown; a single line break is kept, as in GitHub comments, so
 * addresses stay on their lines). Raw HTML is never rendered, and links go only where safeHref
 * allows. Styled for reading: spaced headings and lists, visible links.
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={clsx('space-y-4 text-[15px] leading-relaxed text-slate-700', className)}>
      <ReactMarkdown
        remarkPlugins={[remarkBreaks]}
        skipHtml
        components={components}
        urlTransform={(url) => safeHref(url) ?? ''}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
