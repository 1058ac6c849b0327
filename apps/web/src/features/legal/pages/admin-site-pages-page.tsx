import { clsx } from 'clsx';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link, Navigate, NavLink, useParams } from 'react-router';

import {
  isSitePageSlug,
  SITE_PAGE_LABELS,
  SITE_PAGE_MSG,
  SITE_PAGE_SLUGS,
  sitePagePath,
  type SitePageSlug,
} from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { RecordLoader } from '@/components/ui/record-loader';

import { useAdminSitePage } from '../api/admin-site-page.ts';
import { SitePageEditor } from '../components/site-page-editor.tsx';

/**
 * /admin/edit-home/pages/:slug (who may edit the home page): the privacy, terms, refund and
 * contact pages, one tab each, edited in Markdown with a live preview.
 */
export default function AdminSitePagesPage() {
  const { slug } = useParams();
  if (!isSitePageSlug(slug)) return <Navigate to="/admin/edit-home/pages/privacy" replace />;
  return (
    <div className="mx-auto max-w-[100rem]">
      <AdminPageHeader
        title="Policy and contact pages"
        description="Linked from the site footer and the checkout. Payment gateways ask for these pages before they activate a merchant."
        actions={
          <>
            <Link
              to="/admin/edit-home"
              className="inline-flex items-center gap-1 text-sm font-semibold text-slate-700 hover:text-slate-900"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Home page
            </Link>
            <a
              href={sitePagePath(slug)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              View live page
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          </>
        }
      />
      <nav aria-label="Pages" className="mb-6">
        <ul className="inline-flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1">
          {SITE_PAGE_SLUGS.map((s) => (
            <li key={s}>
              <NavLink
                to={`/admin/edit-home/pages/${s}`}
                data-testid={`site-page-tab-${s}`}
                className={({ isActive }) =>
                  clsx(
                    'block h-9 rounded-lg px-4 text-sm leading-9 font-semibold whitespace-nowrap transition-colors',
                    isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                {SITE_PAGE_LABELS[s]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <PageLoader key={slug} slug={slug} />
    </div>
  );
}

function PageLoader({ slug }: { slug: SitePageSlug }) {
  const query = useAdminSitePage(slug);
  return (
    <RecordLoader
      query={query}
      failedMessage={SITE_PAGE_MSG.loadFailed}
      loadingLabel="Loading page..."
    >
      {(page) => <SitePageEditor page={page} />}
    </RecordLoader>
  );
}
