import 'highlight.js/styles/github-dark.css';

import { clsx } from 'clsx';
import bash from 'highlight.js/lib/languages/bash';
import cpp from 'highlight.js/lib/languages/cpp';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';

import { readingComponents } from './reading-components.tsx';
import { isExternalHref, safeHref, safeImageSrc } from './safe-url.ts';

/** The languages lessons are taught in; a fence in any other stays plain monospace. */
const LANGUAGES = { bash, cpp, css, java, javascript, json, python, sql, typescript, xml, yaml };
const ALIASES = {
  bash: ['sh', 'shell', 'console'],
  cpp: ['c', 'c++'],
  javascript: ['js', 'jsx'],
  typescript: ['ts', 'tsx'],
  python: ['py'],
  xml: ['html'],
  yaml: ['yml'],
};

const h = 'font-bold tracking-tight text-slate-900';

function LessonLink({ href, children }: ComponentProps<'a'>) {
  // urlTransform has already emptied every unsafe href: such a link is its text.
  if (!href) return <>{children}</>;
  return (
    <a
      href={href}
      className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800"
      {...(isExternalHref(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

function LessonImage({ src, alt }: ComponentProps<'img'>) {
  const safe = typeof src === 'string' ? safeImageSrc(src) : null;
  if (!safe) return <>{alt}</>;
  return (
    <img src={safe} alt={alt ?? ''} loading="lazy" className="my-2 max-w-full rounded-xl border" />
  );
}

const components: Components = {
  ...readingComponents,
  h1: ({ children }) => <h2 className={clsx(h, 'pt-4 text-2xl')}>{children}</h2>,
  h2: ({ children }) => <h2 className={clsx(h, 'pt-4 text-xl')}>{children}</h2>,
  h3: ({ children }) => <h3 className={clsx(h, 'pt-2 text-lg')}>{children}</h3>,
  h4: ({ children }) => <h4 className={clsx(h, 'text-base')}>{children}</h4>,
  h5: ({ children }) => <h4 className={clsx(h, 'text-base')}>{children}</h4>,
  h6: ({ children }) => <h4 className={clsx(h, 'text-base')}>{children}</h4>,
  pre: ({ children }) => (
    <pre className="overflow-x-auto rounded-xl bg-[#0d1117] p-4 text-[13px] leading-relaxed text-slate-100 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit">
      {children}
    </pre>
  ),
  code: ({ children, className }) => (
    <code
      className={clsx(
        'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800',
        className,
      )}
    >
      {children}
    </code>
  ),
  a: LessonLink,
  img: LessonImage,
};

/**
 * Lesson notes written by staff (react-markdown): code fences are highlighted (highlight.js, the
 * taught languages only), raw HTML is never rendered, links go only where safeHref allows and
 * images load only over https or from this site's file store.
 */
export function LessonMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div
      data-testid="lesson-markdown"
      className={clsx('space-y-4 text-[15px] leading-relaxed text-slate-700', className)}
    >
      <ReactMarkdown
        skipHtml
        components={components}
        rehypePlugins={[
          [rehypeHighlight, { languages: LANGUAGES, aliases: ALIASES, detect: false }],
        ]}
        urlTransform={(url, key) =>
          key === 'src' ? (safeImageSrc(url) ?? '') : (safeHref(url) ?? '')
        }
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
