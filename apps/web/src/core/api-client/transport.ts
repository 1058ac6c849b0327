import {
  MSG,
  NETWORK_RETRY_BASE_MS,
  NETWORK_RETRY_COUNT,
  NETWORK_RETRY_JITTER_MS,
  NETWORK_RETRY_MAX_MS,
  REQUEST_ID_HEADER,
  type Envelope,
} from '@app/shared';

import { ApiError } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SendInput = {
  method: HttpMethod;
  url: string;
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'file': a 2xx answer is read as a file (a PDF, a CSV); any other answer is still an envelope. */
  answer?: 'envelope' | 'file';
};

/** A file answer: its bytes and the name the server gave it (Content-Disposition), if any. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

export type RawResponse = {
  ok: boolean;
  status: number;
  body: Envelope<unknown>;
  /** Set for a 2xx answer to a call sent with `answer: 'file'`. */
  file?: DownloadedFile;
  /** The server's id when it sends one back, otherwise the one we sent. */
  requestId: string;
};

/** Fetch rejected without an answer; only this kind is retried. */
class NoResponse extends Error {}

/** Resolves after `ms`, or rejects with the caller's abort reason as soon as it aborts. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function retryDelay(attempt: number): number {
  const delay = NETWORK_RETRY_BASE_MS * 2 ** attempt + Math.random() * NETWORK_RETRY_JITTER_MS;
  return Math.min(delay, NETWORK_RETRY_MAX_MS);
}

/** Empty and non-JSON bodies (proxies' HTML pages, 204s) become a bare envelope, never a crash. */
async function readEnvelope(response: Response): Promise<Envelope<unknown>> {
  const bare = { success: response.status < 400, message: '' };
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return bare;
    return parsed as Envelope<unknown>;
  } catch {
    return bare;
  }
}

/** The name in `attachment; filename="kodr-2025-01-31.csv"` (what the API's downloads send). */
export function fileNameOf(disposition: string | null): string | null {
  const match = /filename="([^"]+)"|filename=([^;]+)/i.exec(disposition ?? '');
  return (match?.[1] ?? match?.[2])?.trim() || null;
}

async function readFile(response: Response): Promise<DownloadedFile> {
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

function toFetchBody(input: SendInput): { body?: BodyInit; headers: Record<string, string> } {
  const headers: Record<string, string> = {
    Accept: input.answer === 'file' ? '*/*' : 'application/json',
  };
  if (input.body === undefined) return { headers };
  // The browser must write the multipart boundary itself, so FormData keeps its own type.
  if (typeof FormData !== 'undefined' && input.body instanceof FormData) {
    return { body: input.body, headers };
  }
  // A file or blob (an image upload) goes as its raw bytes with its own type; it can be re-read,
  // so a replay after a token refresh sends it again whole.
  if (typeof Blob !== 'undefined' && input.body instanceof Blob) {
    headers['Content-Type'] = input.body.type || 'application/octet-stream';
    return { body: input.body, headers };
  }
  headers['Content-Type'] = 'application/json';
  return { body: JSON.stringify(input.body), headers };
}

/**
 * On the server (a page rendered by entry-server.tsx) calls go through the API in-process:
 * the server hands its own fetch here once. In the browser it stays unset.
 */
let serverFetch: typeof fetch | null = null;
export function setServerFetch(fetcher: typeof fetch): void {
  serverFetch = fetcher;
}

async function sendOnce(input: SendInput, requestId: string): Promise<RawResponse> {
  if (input.signal?.aborted) throw input.signal.reason;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, input.timeoutMs);
  const onCallerAbort = () => controller.abort(input.signal?.reason);
  input.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timeoutError = () =>
    new ApiError(MSG.timeout, { isTimeout: true, requestId, clientMessage: MSG.timeout });

  const { body, headers } = toFetchBody(input);
  try {
    let response: Response;
    try {
      response = await (serverFetch ?? fetch)(input.url, {
        method: input.method,
        credentials: 'include',
        // Ours last, so a caller cannot send a stale or shared request id.
        headers: { ...headers, ...input.headers, [REQUEST_ID_HEADER]: requestId },
        body,
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw timeoutError();
      if (input.signal?.aborted) throw input.signal.reason;
      throw new NoResponse('fetch failed', { cause: error });
    }
    const isFile = input.answer === 'file' && response.ok;
    const file = isFile ? await readFile(response) : undefined;
    const envelope = isFile ? { success: true, message: '' } : await readEnvelope(response);
    if (timedOut) throw timeoutError();
    if (input.signal?.aborted) throw input.signal.reason;
    return {
      ok: response.ok,
      status: response.status,
      body: envelope,
      file,
      requestId: response.headers.get(REQUEST_ID_HEADER) ?? requestId,
    };
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * One HTTP exchange with the network retry of calls.md §9. Every attempt gets a fresh request id;
 * `firstRequestId` lets the tracker log the id the first attempt really carried.
 */
export async function send(input: SendInput, firstRequestId?: string): Promise<RawResponse> {
  for (let attempt = 0; ; attempt++) {
    const requestId = (attempt === 0 && firstRequestId) || crypto.randomUUID();
    try {
      return await sendOnce(input, requestId);
    } catch (error) {
      if (!(error instanceof NoResponse)) throw error;
      if (attempt >= NETWORK_RETRY_COUNT) {
        throw new ApiError(MSG.networkError, {
          isNetworkError: true,
          requestId,
          clientMessage: MSG.networkError,
        });
      }
      await wait(retryDelay(attempt), input.signal);
    }
  }
}
