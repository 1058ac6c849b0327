import { AlertTriangle, ArrowLeft, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { COURSES_MSG, ID_PATTERN, isValidBatchId, type Batch } from '@app/shared';

import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { ApiError, getErrorMessage } from '@/core/api-client';

import { useAdminBatch } from '../api/get-admin-batch.ts';
import { batchPaths } from '../lib/batch-paths.ts';

/**
 * A page-wide problem: an id that is not 24 hex characters ('Invalid batch ID', found before
 * any call), a batch the server does not know, or a failed load with a retry.
 */
export function BatchErrorPanel({
  title,
  description,
  back,
  onRetry,
  isRetrying = false,
}: {
  title: string;
  description: ReactNode;
  back: { to: string; label: string };
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div role="alert" data-testid="batch-error" className="card mx-auto mt-6 max-w-2xl px-6 py-14">
      <StatusPanel
        icon={AlertTriangle}
        tone="danger"
        title={title}
        description={description}
        actions={
          <>
            <Link to={back.to} className={buttonStyles({ variant: 'secondary' })}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {back.label}
            </Link>
            {onRetry && (
              <Button onClick={onRetry} isLoading={isRetrying} loadingText="Retrying…">
                <RotateCw className="size-4" aria-hidden="true" />
                Try again
              </Button>
            )}
          </>
        }
      />
    </div>
  );
}

export function BatchPageLoading({ label = 'Loading batch…' }: { label?: string }) {
  return (
    <div className="flex min-h-80 flex-col items-center justify-center gap-3 text-sm text-slate-600">
      <Spinner className="size-7 text-brand-600" />
      <p role="status">{label}</p>
    </div>
  );
}

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
 * Loads one batch by the URL's ids and renders `children(batch)`; before that, the page-wide
 * states: 'Invalid batch ID' for a malformed id (no call made), loading, not found, or a failed
 * load with a retry. Used by the batch page and its edit page.
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
  const back = {
    to: batchPaths.list(ID_PATTERN.test(courseId) ? courseId : 'all'),
    label: 'Back to batches',
  };

  if (!isValid) {
    return (
      <BatchErrorPanel
        title={COURSES_MSG.invalidBatchId}
        description="A batch id is 24 characters of 0–9 and a–f. Check the address."
        back={back}
      />
    );
  }
  if (query.isPending) return <BatchPageLoading />;
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <BatchErrorPanel
        title={isMissing ? COURSES_MSG.batchNotFoundWithId : COURSES_MSG.fetchBatchFailed}
        description={
          isMissing
            ? 'It may have been deleted.'
            : getErrorMessage(query.error, COURSES_MSG.fetchBatchFailed)
        }
        back={back}
        onRetry={isMissing ? undefined : () => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}
