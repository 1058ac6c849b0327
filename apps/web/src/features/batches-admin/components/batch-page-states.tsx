import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { COURSES_MSG, ID_PATTERN, isValidBatchId, type Batch } from '@app/shared';

import { RecordLoader } from '@/components/ui/record-loader';

import { useAdminBatch } from '../api/get-admin-batch.ts';
import { batchPaths } from '../lib/batch-paths.ts';

/** Admin › Courses › Full Stack › Batches › … as links, the last item plain. */
export function Breadcrumbs({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex min-w-0 items-center gap-1.5">
            {i > 0 && (
              <span aria-hidden="true" className="text-slate-400">
                /
              </span>
            )}
            {item.to ? (
              <Link to={item.to} className="truncate hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-slate-800">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Loads one batch by the URL's ids and renders `children(batch)`: 'Invalid batch ID' for a
 * malformed id (no call made), then loading, not found, or a failed load with a retry. Used by
 * the batch page and its edit page.
 */
export function BatchLoader({
  courseId,
  batchId,
  children,
}: {
  courseId: string;
  batchId: string;
  children: (batch: Batch) => ReactNode;
}) {
  const isValid = isValidBatchId(batchId);
  const query = useAdminBatch(batchId, isValid);
  return (
    <RecordLoader
      query={query}
      isValidId={isValid}
      invalidId={{
        title: COURSES_MSG.invalidBatchId,
        description: 'A batch id is 24 characters of 0–9 and a–f. Check the address.',
      }}
      notFound={{
        title: COURSES_MSG.batchNotFoundWithId,
        description: 'It may have been deleted.',
      }}
      failedMessage={COURSES_MSG.fetchBatchFailed}
      loadingLabel="Loading batch…"
      back={{
        to: batchPaths.list(ID_PATTERN.test(courseId) ? courseId : 'all'),
        label: 'Back to batches',
      }}
      testId="batch-error"
    >
      {children}
    </RecordLoader>
  );
}
