import { describe, expect, it, vi } from 'vitest';

import {
  LONG_REQUEST_TIMEOUT_MS,
  MSG,
  NETWORK_RETRY_BASE_MS,
  NETWORK_RETRY_JITTER_MS,
  NETWORK_RETRY_MAX_MS,
  REQUEST_ID_HEADER,
  REQUEST_TIMEOUT_MS,
} from '@app/shared';

import {
  ANY_DATA,
  hangUntilAborted,
  headersOf,
  jsonResponse,
  settle,
  withFreshClient,
} from './test-helpers.ts';

const client = withFreshClient();

describe('what every request carries', () => {
  it('sends cookies, JSON headers, a JSON body and a fresh request id', async () => {
    client.fetchMock.mockImplementation(async () =>
      jsonResponse(200, { success: true, message: 'ok' }),
    );
    await client.api.publicApi.post(
      '/users/login',
      ANY_DATA,
      { otp: '1234' },
      { headers: { 'x-extra': '1' } },
    );
    await client.api.publicApi.get('/users/me', ANY_DATA);

    const [url, init] = client.fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/users/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"otp":"1234"}' });
    const first = headersOf(client.fetchMock, 0);
    expect(first.get('accept')).toBe('application/json');
    expect(first.get('content-type')).toBe('application/json');
    expect(first.get('x-extra')).toBe('1');

    const second = headersOf(client.fetchMock, 1);
    expect(second.get('content-type')).toBeNull();
    expect(client.fetchMock.mock.calls[1]![1].body).toBeUndefined();
    const ids = [first.get(REQUEST_ID_HEADER), second.get(REQUEST_ID_HEADER)];
    ids.forEach((id) => expect(id).toMatch(/^[0-9a-f-]{36}$/));
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('takes ApiError.requestId from the answer header, else from the id it sent', async () => {
    client.fetchMock
      .mockResolvedValueOnce(
        jsonResponse(404, { message: 'Nope' }, { [REQUEST_ID_HEADER]: 'srv-1' }),
      )
      .mockResolvedValueOnce(jsonResponse(404, { message: 'Nope' }));
    const fromServer = await settle(client.api.publicApi.get('/a', ANY_DATA));
    const fromUs = await settle(client.api.publicApi.get('/b', ANY_DATA));
    expect(fromServer).toMatchObject({ status: 404, requestId: 'srv-1', message: 'Nope' });
    expect(fromUs).toMatchObject({
      requestId: headersOf(client.fetchMock, 1).get(REQUEST_ID_HEADER),
    });
  });
});

describe('timeouts', () => {
  it('gives up after 15 s by default with a timeout error and does not retry', async () => {
    client.fetchMock.mockImplementation(hangUntilAborted);
    const result = settle(client.api.publicApi.get('/courses', ANY_DATA));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(client.fetchMock.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(client.api.ApiError);
    expect(error).toMatchObject({ isTimeout: true, isNetworkError: false, message: MSG.timeout });
    expect(client.api.getErrorMessage(error, 'fallback')).toBe(MSG.timeout);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('honours a longer timeout passed by the caller', async () => {
    client.fetchMock.mockImplementation(hangUntilAborted);
    const result = settle(
      client.api.publicApi.post('/callback', ANY_DATA, {}, { timeoutMs: LONG_REQUEST_TIMEOUT_MS }),
    );
    await vi.advanceTimersByTimeAsync(LONG_REQUEST_TIMEOUT_MS - 1);
    expect(client.fetchMock.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ isTimeout: true });
  });

  it('passes a caller abort on as the abort itself, without retrying', async () => {
    client.fetchMock.mockImplementation(hangUntilAborted);
    const controller = new AbortController();
    const result = settle(
      client.api.publicApi.get('/courses', ANY_DATA, { signal: controller.signal }),
    );
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const error = await result;
    expect(error).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('network failures', () => {
  it('retries once after 2 s plus jitter, then succeeds', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const delay = NETWORK_RETRY_BASE_MS + 0.5 * NETWORK_RETRY_JITTER_MS;
    client.fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(200, { success: true, message: 'ok', data: 1 }));
    const result = client.api.publicApi.get('/courses', ANY_DATA);
    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(client.fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ success: true, message: 'ok', data: 1 });
    expect(client.fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(client.fetchMock, 1).get(REQUEST_ID_HEADER)).not.toBe(
      headersOf(client.fetchMock, 0).get(REQUEST_ID_HEADER),
    );
  });

  it('doubles the delay per attempt and never waits more than 30 s', async () => {
    const { retryDelay } = await import('./transport.ts');
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    expect(retryDelay(0)).toBe(2_500);
    expect(retryDelay(1)).toBe(4_500);
    expect(retryDelay(10)).toBe(NETWORK_RETRY_MAX_MS);
  });

  it('flags a network error after the one retry fails', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    client.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = settle(client.api.adminApi.get('/kodr', ANY_DATA));
    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_BASE_MS + NETWORK_RETRY_JITTER_MS);
    const error = await result;
    expect(client.fetchMock).toHaveBeenCalledTimes(2);
    expect(error).toMatchObject({ isNetworkError: true, status: null, message: MSG.networkError });
    expect(client.api.getErrorMessage(error, 'fallback')).toBe(MSG.networkError);
  });
});

describe('bodies that are not JSON envelopes', () => {
  it('resolves an empty or HTML 2xx answer as a bare success', async () => {
    client.fetchMock
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(new Response('<html>ok</html>', { status: 200 }));
    await expect(client.api.publicApi.delete('/x', ANY_DATA)).resolves.toEqual({
      success: true,
      message: '',
    });
    await expect(client.api.publicApi.get('/y', ANY_DATA)).resolves.toEqual({
      success: true,
      message: '',
    });
  });

  it('treats JSON that is not an object (null, arrays) as a bare envelope', async () => {
    client.fetchMock
      .mockResolvedValueOnce(new Response('null', { status: 401 }))
      .mockResolvedValueOnce(new Response('[1,2]', { status: 200 }));
    expect(await settle(client.api.publicApi.get('/a', ANY_DATA))).toMatchObject({ status: 401 });
    await expect(client.api.publicApi.get('/b', ANY_DATA)).resolves.toEqual({
      success: true,
      message: '',
    });
  });

  it('rejects a non-JSON error answer with its status and Unknown API error', async () => {
    client.fetchMock.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }));
    const error = await settle(client.api.publicApi.get('/z', ANY_DATA));
    expect(error).toMatchObject({ status: 502, message: MSG.unknownApiError });
    expect((error as InstanceType<typeof client.api.ApiError>).data).toEqual({
      success: false,
      message: '',
    });
  });
});
