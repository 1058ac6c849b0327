import { ApiError, getErrorMessage } from './errors.ts';

export type FieldIssue = { field: string; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const hasStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;

export const isNotFound = (error: unknown): boolean => hasStatus(error, 404);

/**
 * The `[{field, message}]` list a 4xx answer carries: a 400 Validation Error, or a 409 that
 * names its field (e.g. a coupon code or problem ID already taken). An error made by `failWith`
 * is looked through to the API error it wraps.
 */
export function fieldIssues(error: unknown): FieldIssue[] {
  if (error instanceof Error && !(error instanceof ApiError) && error.cause) {
    return fieldIssues(error.cause);
  }
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return [];
  const data = isRecord(error.data) ? error.data.data : undefined;
  if (!Array.isArray(data)) return [];
  return data.filter(
    (i): i is FieldIssue =>
      isRecord(i) && typeof i.field === 'string' && i.field !== '' && typeof i.message === 'string',
  );
}

/**
 * The server's message when it gave one worth showing (any 4xx), else the spec's default
 * (calls.md §8: "A server message replaces the default when given"). A 5xx or a network failure
 * says nothing useful to staff, so it gets the default.
 */
export function clientMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== null && error.status >= 500) return fallback;
  return getErrorMessage(error, fallback);
}

/** Wraps a failed call so the thrown error carries the text to show (and the API error as cause). */
export function failWith(error: unknown, fallback: string): never {
  throw new Error(clientMessage(error, fallback), { cause: error });
}
