import { ApiError } from '@/core/api-client';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Seconds the server asked us to wait (429 `data.retryAfter`), if it said. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || !isRecord(error.data)) return null;
  const inner = isRecord(error.data.data) ? error.data.data : error.data;
  const value = inner.retryAfter;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : null;
}
