import { AlertTriangle } from 'lucide-react';

import { RetryButton } from '@/components/ui/retry-button';

import { TableNotice } from './table-notice.tsx';

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
    <TableNotice icon={AlertTriangle} tone="error" title={message} testId="list-error" role="alert">
      {detail && detail !== message && <p className="text-sm text-slate-600">{detail}</p>}
      <RetryButton onRetry={onRetry} isRetrying={isRetrying} loadingText="Retrying…" />
    </TableNotice>
  );
}
