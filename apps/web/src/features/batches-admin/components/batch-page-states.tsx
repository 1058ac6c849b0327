import { AlertTriangle, ArrowLeft, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';

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
