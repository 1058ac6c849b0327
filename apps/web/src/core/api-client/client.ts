import {
  ADMIN_API_PREFIX,
  API_PREFIX,
  MSG,
  RATE_LIMIT_WAIT_MS,
  REQUEST_TIMEOUT_MS,
  type Envelope,
} from '@app/shared';

import { sendWithAuth, type ApiKind } from './auth-retry.ts';
import { ApiError, httpError, messageFromBody, retryAfterOf } from './errors.ts';
import { trackRequestEnd, trackRequestStart } from './request-tracker.ts';
import { navigateTo, UNAUTHORIZED_PATH } from './session.ts';
import { wait, type HttpMethod, type RawResponse, type SendInput } from './transport.ts';
import { buildUrl, pathOf, type Query } from './url.ts';

export type RequestOptions = {
  query?: Query;
  /** Defaults to REQUEST_TIMEOUT_MS; the spec's slow calls pass LONG_REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Called as soon as a 429 arrives, before the transport's wait (calls.md §8), with the seconds
   * the server asked for (`data.retryAfter`) and its message: a form can say how long at once.
   */
  onRateLimited?: (limit: RateLimit) => void;
};

/** What a 429 answer says about the wait. */
export type RateLimit = { retryAfter: number | null; message: string | null };

export type ApiClient = {
  get<T = unknown>(path: string, opts?: RequestOptions): Promise<Envelope<T>>;
  delete<T = unknown>(path: string, opts?: RequestOptions): Promise<Envelope<T>>;
  post<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<Envelope<T>>;
  put<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<Envelope<T>>;
  patch<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<Envelope<T>>;
};

/** The status rules of calls.md §8 that apply once the token dance is over. */
async function failureFor(
  kind: ApiKind,
  res: RawResponse,
  input: SendInput,
  opts: RequestOptions,
): Promise<ApiError> {
  if (res.status === 403 && pathOf(input.url).includes('/admin/')) navigateTo(UNAUTHORIZED_PATH);
  if (res.status === 429) {
    opts.onRateLimited?.({
      retryAfter: retryAfterOf(res.body),
      message: messageFromBody(res.body),
    });
  }
  if (res.status === 429 && kind === 'public') {
    // Holding the caller back for the wait keeps a retry button from hammering the limiter.
    await wait(RATE_LIMIT_WAIT_MS, input.signal);
    return new ApiError(MSG.tooManyRequests, {
      status: 429,
      data: res.body,
      requestId: res.requestId,
      clientMessage: MSG.tooManyRequests,
    });
  }
  return httpError(res.status, res.body, res.requestId);
}

async function request<T>(
  kind: ApiKind,
  base: string,
  method: HttpMethod,
  path: string,
  body: unknown,
  opts: RequestOptions = {},
): Promise<Envelope<T>> {
  const input: SendInput = {
    method,
    url: buildUrl(base, path, opts.query),
    body,
    timeoutMs: opts.timeoutMs ?? REQUEST_TIMEOUT_MS,
    signal: opts.signal,
    headers: opts.headers,
  };
  const id = crypto.randomUUID();
  const tracked = trackRequestStart({ id, method, url: input.url, body });
  let status: number | undefined;
  try {
    const res = await sendWithAuth(kind, input, id);
    status = res.status;
    if (res.ok) return res.body as Envelope<T>;
    throw await failureFor(kind, res, input, opts);
  } finally {
    trackRequestEnd(tracked, status);
  }
}

function createApiClient(kind: ApiKind, base: string): ApiClient {
  return {
    get: (path, opts) => request(kind, base, 'GET', path, undefined, opts),
    delete: (path, opts) => request(kind, base, 'DELETE', path, undefined, opts),
    post: (path, body, opts) => request(kind, base, 'POST', path, body, opts),
    put: (path, body, opts) => request(kind, base, 'PUT', path, body, opts),
    patch: (path, body, opts) => request(kind, base, 'PATCH', path, body, opts),
  };
}

export const publicApi = createApiClient('public', API_PREFIX);
export const adminApi = createApiClient('admin', ADMIN_API_PREFIX);
