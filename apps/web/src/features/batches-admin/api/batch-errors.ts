import { ApiError, getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

/** The write succeeded but reading the batch back did not: the spec's "…not found after…" texts. */
export class BatchMissingAfterWrite extends Error {
  override name = 'BatchMissingAfterWrite';
}

/** The server's field errors (400 Validation Error → data[{field, message}]), if any. */
export function fieldErrorsOf(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const data = (error.data as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.filter(
    (d): d is { field: string; message: string } =>
      typeof d?.field === 'string' && typeof d?.message === 'string',
  );
}

/**
 * A failed batch write: the spec's text (e.g. 'Failed to create batch') as the toast, with the
 * server's reason beneath it when it says more. A missing re-read shows its own spec text.
 */
export function toastBatchFailure(specText: string, error: unknown) {
  if (error instanceof BatchMissingAfterWrite) {
    toast.error(error.message);
    return;
  }
  const detail = getErrorMessage(error, specText);
  toast.error(specText, detail !== specText ? { description: detail } : undefined);
}
