import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';

export type FetchMock = Mock<(url: string, init: RequestInit) => Promise<Response>>;

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A fetch that never answers and rejects like the browser does when its signal aborts. */
export function hangUntilAborted(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

export function installFetch(): FetchMock {
  const fetchMock: FetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Module state (refresh count, single flight, tracking log) is per page: each test gets a fresh one. */
export async function loadClient() {
  vi.resetModules();
  return import('./index.ts');
}

type Client = Awaited<ReturnType<typeof loadClient>>;
export type ClientUnderTest = { fetchMock: FetchMock; api: Client };

type FreshClientOptions = {
  /** `false` keeps real timers (a download waits on real stream reads). */
  fakeTimers?: Parameters<typeof vi.useFakeTimers>[0] | false;
  /** Passed to configureApiClient; its mock functions are reset before each test. */
  config?: Parameters<Client['configureApiClient']>[0];
};

/**
 * The set-up every client test shares: a quiet console.debug, a stubbed fetch and a fresh
 * client module per test, all undone afterwards. The answer holds the current test's fetch
 * and client (`client.fetchMock`, `client.api`), replaced before each test.
 */
export function withFreshClient({ fakeTimers = {}, config }: FreshClientOptions = {}) {
  const client = {} as ClientUnderTest;
  beforeEach(async () => {
    if (fakeTimers) vi.useFakeTimers(fakeTimers);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    for (const fn of Object.values(config ?? {})) if (vi.isMockFunction(fn)) fn.mockReset();
    client.fetchMock = installFetch();
    client.api = await loadClient();
    if (config) client.api.configureApiClient(config);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return client;
}

export function headersOf(fetchMock: FetchMock, call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1].headers);
}

export function callsOf(fetchMock: FetchMock): string[] {
  return fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);
}

/** Keeps a rejection from being reported as unhandled while fake timers run. */
export function settle<T>(promise: Promise<T>): Promise<T | unknown> {
  return promise.catch((error: unknown) => error);
}

export type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void };

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

export const REFRESH = 'PUT /api/v1/users/tokens/refresh';

export const refreshOk = () =>
  jsonResponse(200, { success: true, message: 'Token refreshed', data: { accessToken: 'new' } });

export const expired = () => jsonResponse(401, { success: false, message: 'EXPIRED_ACCESS_TOKEN' });

/** A tiny fake server: each call is answered by `handler` from its "METHOD url" and order. */
export function route(
  fetchMock: FetchMock,
  handler: (call: string, index: number) => Response | Promise<Response>,
): void {
  fetchMock.mockImplementation(async (url, init) =>
    handler(`${init.method} ${url}`, fetchMock.mock.calls.length - 1),
  );
}

/** A schema that takes any answer, for tests about the transport rather than the data. */
export const ANY_DATA = 'ZAnyData' as const;

/**
 * Two calls sent together, the first refused and refreshed, the second refused only after that
 * refresh: both end well, the second replayed without a refresh of its own. `refused` is the
 * client's 401, `ok` the call's answer. Resolves with the calls fetch saw.
 */
export async function lateRefusalCalls(
  client: ClientUnderTest,
  {
    send,
    refused,
    ok,
  }: { send: () => Promise<unknown>; refused: () => Response; ok: () => Response },
): Promise<string[]> {
  const lateAnswer = deferred<Response>();
  route(client.fetchMock, (call, i) => {
    if (call === REFRESH) return refreshOk();
    if (i === 0) return refused();
    if (i === 1) return lateAnswer.promise;
    return ok();
  });
  const first = send();
  const second = send();
  await expect(first).resolves.toMatchObject({ success: true });
  lateAnswer.resolve(refused());
  await expect(second).resolves.toMatchObject({ success: true });
  return callsOf(client.fetchMock);
}
