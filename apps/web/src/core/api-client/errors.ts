import { MSG } from '@app/shared';

type ApiErrorInit = {
  status?: number | null;
  /** The parsed response body (the whole envelope), like axios's `response.data`. */
  data?: unknown;
  isNetworkError?: boolean;
  isTimeout?: boolean;
  requestId?: string | null;
  /** A text the client chose that must win over whatever the body says (429, timeouts…). */
  clientMessage?: string | null;
};

export class ApiError extends Error {
  readonly status: number | null;
  readonly data: unknown;
  readonly isNetworkError: boolean;
  readonly isTimeout: boolean;
  readonly requestId: string | null;
  readonly clientMessage: string | null;

  constructor(message: string, init: ApiErrorInit = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status ?? null;
    this.data = init.data;
    this.isNetworkError = init.isNetworkError ?? false;
    this.isTimeout = init.isTimeout ?? false;
    this.requestId = init.requestId ?? null;
    this.clientMessage = init.clientMessage ?? null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The user-facing text a server envelope carries, or null when it carries none (calls.md §8). */
export function messageFromBody(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const message = nonEmpty(body.message) ? body.message : null;
  const items = Array.isArray(body.data)
    ? body.data.map((item: unknown) => (isRecord(item) ? item.message : null)).filter(nonEmpty)
    : [];
  const joined = items.length > 0 ? items.join(', ') : null;
  if (message === MSG.validationError && joined) return joined;
  return message ?? joined;
}

/**
 * Seconds a 429 asked the caller to wait (`data.retryAfter` of the envelope), if it said; takes
 * the envelope or an ApiError carrying it.
 */
export function retryAfterOf(source: unknown): number | null {
  const body = source instanceof ApiError ? source.data : source;
  if (!isRecord(body) || !isRecord(body.data)) return null;
  const value = body.data.retryAfter;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

export function getErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return MSG.networkError;
    if (error.isTimeout) return MSG.timeout;
    return error.clientMessage ?? messageFromBody(error.data) ?? fallback ?? MSG.unknownApiError;
  }
  if (error instanceof Error && nonEmpty(error.message)) return error.message;
  return fallback ?? MSG.unknownApiError;
}

/** Turns a non-2xx answer into the error callers receive. */
export function httpError(status: number, body: unknown, requestId: string | null): ApiError {
  return new ApiError(messageFromBody(body) ?? MSG.unknownApiError, {
    status,
    data: body,
    requestId,
  });
}
