import { ApiError, getErrorMessage } from '@/core/api-client';

export type FieldIssue = { field: string; message: string };

/** The `[{field, message}]` list a 400 (or a field-naming 409) answer carries. */
export function fieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return [];
  const data = (error.data as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.filter(
    (i): i is FieldIssue =>
      typeof i === 'object' &&
      i !== null &&
      typeof (i as FieldIssue).field === 'string' &&
      typeof (i as FieldIssue).message === 'string',
  );
}

/** The message of a 4xx worth showing as is; a 5xx or network failure gets `fallback`. */
export function clientMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== null && error.status >= 500) return fallback;
  return getErrorMessage(error, fallback);
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
