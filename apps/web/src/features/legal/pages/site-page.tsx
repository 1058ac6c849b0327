import { useLocation } from 'react-router';

import { isSitePageSlug, type SitePageSlug } from '@app/shared';

import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/core/api-client';
import { formatDate } from '@/core/format-date';

import { useSitePage } from '../api/get-site-page.ts';
import { Markdown } from '../components/markdown.tsx';
import { SitePageNav } from '../components/site-page-nav.tsx';

/**
 * /privacy, /terms, /refunds and /contact: one staff-edited page each, read from its path (the
 * router mounts this page at exactly those paths).
 */
export default function SitePageRoute() {
  const slug = useLocation().pathname.split('/')[1];
  if (!isSitePageSlug(slug)) return null;
  // A fresh page per slug, so moving between policies never shows the last one's state.
  return <SitePageView key={slug} slug={slug} />;
}

function SitePageView({ slug }: { slug: SitePageSlug }) {
  const { data: page, error, refetch, isFetching } = useSitePage(slug);

  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/60 to-white">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">KodeSchool</p>
          {page ? (
            <>
              <title>{`${page.title} | KodeSchool`}</title>
              <h1
                data-testid="site-page-title"
                className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
              >
                {page.title}
              </h1>
              {page.updatedAt && (
                <p className="mt-4 text-sm text-slate-600">
                  Last updated <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
                </p>
              )}
            </>
          ) : (
            <div
              aria-hidden="true"
              className="mt-4 h-12 w-2/3 animate-pulse rounded-xl bg-slate-200/70"
            />
          )}
        </div>
      </div>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-14">
        <article data-testid="site-page-body" className="max-w-3xl min-w-0">
          {page ? (
            <Markdown>{page.body}</Markdown>
          ) : error ? (
            <LoadError
              className="py-10"
              title="We couldn't load this page"
              message={getErrorMessage(error)}
              onRetry={() => void refetch()}
              isRetrying={isFetching}
            />
          ) : (
            <div aria-hidden="true" className="space-y-3">
              {[92, 100, 84, 96, 70].map((w) => (
                <div
                  key={w}
                  className="h-4 animate-pulse rounded bg-slate-200/70"
                  style={{ width: `${w}%` }}
                />
              ))}
            </div>
          )}
        </article>
        <SitePageNav />
      </div>
    </>
  );
}
