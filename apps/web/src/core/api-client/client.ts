import {
  ADMIN_API_PREFIX,
  API_PREFIX,
  LONG_REQUEST_TIMEOUT_MS,
  MSG,
  RATE_LIMIT_WAIT_MS,
  REQUEST_TIMEOUT_MS,
} from '@app/shared';

import { answerData, type DataOf, type SchemaName } from './answer-schema.ts';
import { sendWithAuth, type ApiKind } from './auth-retry.ts';
import { ApiError, httpError, messageFromBody, retryAfterOf } from './errors.ts';
import { trackRequestEnd, trackRequestStart } from './request-tracker.ts';
import { navigateTo, UNAUTHORIZED_PATH } from './session.ts';
import {
  wait,
  type DownloadedFile,
  type HttpMethod,
  type RawResponse,
  type SendInput,
} from './transport.ts';
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

/** A file's URL carries its query; a file takes LONG_REQUEST_TIMEOUT_MS unless told. */
export type FileOptions = Omit<RequestOptions, 'query'>;

/** A 2xx answer whose `data` has the type of the shared schema its call declared. */
export type Answer<T> = { success: boolean; message: string; data: T };

type Call = <N extends SchemaName>(
  path: string,
  schema: N,
  opts?: RequestOptions,
) => Promise<Answer<DataOf<N>>>;
type CallWithBody = <N extends SchemaName>(
  path: string,
  schema: N,
  body?: unknown,
  opts?: RequestOptions,
) => Promise<Answer<DataOf<N>>>;

/**
 * Every call names the shared `Z…Data` schema of its answer's `data` (`'ZNoData'` when there is
 * none): the answer is typed from it, and checked against it in development and tests.
 */
export type ApiClient = {
  get: Call;
  delete: Call;
  post: CallWithBody;
  put: CallWithBody;
  patch: CallWithBody;
  /**
   * GET of a file (a receipt, a CSV export) under the same transport rules as every other call
   * (token refresh and replay, 403, 429, network retry). Takes the URL a link to it carries
   * (`href(path, query)`), so one address serves the link and the fetch.
   */
  download: (url: string, opts?: FileOptions) => Promise<DownloadedFile>;
  /** The URL of a call on this client, for a link (`<a href>`) or `download`. */
  href: (path: string, query?: Query) => string;
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

async function exchange(
  kind: ApiKind,
  input: Omit<SendInput, 'timeoutMs'>,
  opts: RequestOptions,
): Promise<RawResponse> {
  const sendInput: SendInput = {
    ...input,
    timeoutMs: opts.timeoutMs ?? REQUEST_TIMEOUT_MS,
    signal: opts.signal,
    headers: opts.headers,
  };
  const id = crypto.randomUUID();
  const tracked = trackRequestStart({ id, method: input.method, url: input.url, body: input.body });
  let status: number | undefined;
  try {
    const res = await sendWithAuth(kind, sendInput, id);
    status = res.status;
    if (res.ok) return res;
    throw await failureFor(kind, res, sendInput, opts);
  } finally {
    trackRequestEnd(tracked, status);
  }
}

async function request<N extends SchemaName>(
  kind: ApiKind,
  base: string,
  method: HttpMethod,
  path: string,
  schema: N,
  body: unknown,
  opts: RequestOptions = {},
): Promise<Answer<DataOf<N>>> {
  const url = buildUrl(base, path, opts.query);
  const res = await exchange(kind, { method, url, body }, opts);
  const data = await answerData(schema, res.body.data, `${method} ${pathOf(url)}`);
  return { ...res.body, data };
}

async function download(kind: ApiKind, url: string, opts: FileOptions = {}) {
  const res = await exchange(
    kind,
    { method: 'GET', url, answer: 'file' },
    { ...opts, timeoutMs: opts.timeoutMs ?? LONG_REQUEST_TIMEOUT_MS },
  );
  // A 2xx answer to a file call always carries the file (transport.ts).
  return res.file!;
}

function createApiClient(kind: ApiKind, base: string): ApiClient {
  return {
    get: (path, schema, opts) => request(kind, base, 'GET', path, schema, undefined, opts),
    delete: (path, schema, opts) => request(kind, base, 'DELETE', path, schema, undefined, opts),
    post: (path, schema, body, opts) => request(kind, base, 'POST', path, schema, body, opts),
    put: (path, schema, body, opts) => request(kind, base, 'PUT', path, schema, body, opts),
    patch: (path, schema, body, opts) => request(kind, base, 'PATCH', path, schema, body, opts),
    download: (url, opts) => download(kind, url, opts),
    href: (path, query) => buildUrl(base, path, query),
  };
}

export const publicApi = createApiClient('public', API_PREFIX);
export const adminApi = createApiClient('admin', ADMIN_API_PREFIX);
