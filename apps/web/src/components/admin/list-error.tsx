import { AlertTriangle, RotateCw } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** In-table error state for a list that failed to load, with a retry button. */
export function ListError({
  message,
  detail,
  onRetry,
  isRetrying = false,
}: {
  /** The spec's text, e.g. 'Failed to fetch kodr registrations'. */
  message: string;
  /** The server's own message, when it differs. */
  detail?: string;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div
      role="alert"
      data-testid="list-error"
      className="flex min-h-64 flex-col items-center justify-center gap-2 px-6 py-12 text-center"
    >
      <span className="mb-2 grid size-12 place-items-center rounded-xl bg-red-50 text-red-700">
        <AlertTriangle className="size-6" aria-hidden="true" />
      </span>
      <p className="text-base font-semibold text-slate-900">{message}</p>
      {detail && detail !== message && <p className="text-sm text-slate-600">{detail}</p>}
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={onRetry}
        isLoading={isRetrying}
        loadingText="Retrying…"
      >
        <RotateCw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
