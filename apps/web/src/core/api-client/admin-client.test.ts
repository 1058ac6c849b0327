import { describe, expect, it, vi } from 'vitest';

import { MSG } from '@app/shared';

import {
  ANY_DATA,
  callsOf,
  deferred,
  jsonResponse,
  lateRefusalCalls,
  REFRESH,
  refreshOk,
  route,
  settle,
  withFreshClient,
} from './test-helpers.ts';

const navigate = vi.fn();
const onSessionExpired = vi.fn();
const KODR = 'GET /api/v1/admin/kodr';

const client = withFreshClient({
  config: { navigate, onSessionExpired },
});

const unauthorized = () => jsonResponse(401, { success: false, message: 'Unauthorized' });
const list = () => jsonResponse(200, { success: true, message: 'ok', data: { rows: [] } });

describe('admin 401', () => {
  it('refreshes on any 401, then replays once', async () => {
    route(client.fetchMock, (call, i) =>
      call === REFRESH ? refreshOk() : i === 0 ? unauthorized() : list(),
    );
    await expect(client.api.adminApi.get('/kodr', ANY_DATA)).resolves.toMatchObject({
      data: { rows: [] },
    });
    expect(callsOf(client.fetchMock)).toEqual([KODR, REFRESH, KODR]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('makes concurrent 401s wait for one single refresh', async () => {
    const refresh = deferred<Response>();
    let firstAnswers = 0;
    route(client.fetchMock, (call) => {
      if (call === REFRESH) return refresh.promise;
      return firstAnswers++ < 3 ? unauthorized() : list();
    });
    const calls = [
      client.api.adminApi.get('/kodr', ANY_DATA),
      client.api.adminApi.get('/kodr', ANY_DATA),
      client.api.adminApi.get('/kodr', ANY_DATA),
    ];
    await vi.advanceTimersByTimeAsync(0);
    expect(callsOf(client.fetchMock)).toEqual([KODR, KODR, KODR, REFRESH]);

    refresh.resolve(refreshOk());
    const results = await Promise.all(calls);
    expect(results.every((r) => r.success)).toBe(true);
    expect(callsOf(client.fetchMock)).toEqual([KODR, KODR, KODR, REFRESH, KODR, KODR, KODR]);
  });

  it('replays without a second refresh a 401 for a call sent before the refresh finished', async () => {
    const send = () => client.api.adminApi.get('/kodr', ANY_DATA);
    const calls = await lateRefusalCalls(client, { send, refused: unauthorized, ok: list });
    expect(calls).toEqual([KODR, KODR, REFRESH, KODR, KODR]);
  });

  it('passes a 401 on the replay through without refreshing again', async () => {
    route(client.fetchMock, (call) => (call === REFRESH ? refreshOk() : unauthorized()));
    const error = await settle(client.api.adminApi.get('/kodr', ANY_DATA));
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(callsOf(client.fetchMock)).toEqual([KODR, REFRESH, KODR]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ends the session once and goes to /auth/signin when the refresh fails', async () => {
    route(client.fetchMock, (call) =>
      call === REFRESH
        ? jsonResponse(401, { success: false, message: 'Refresh token expired' })
        : unauthorized(),
    );
    const errors = await Promise.all([
      settle(client.api.adminApi.get('/kodr', ANY_DATA)),
      settle(client.api.adminApi.patch('/kodr/1', ANY_DATA, { status: 'paid' })),
    ]);
    errors.forEach((error) =>
      expect(error).toMatchObject({ status: 401, message: 'Refresh token expired' }),
    );
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth/signin');
    expect(onSessionExpired.mock.invocationCallOrder[0]).toBeLessThan(
      navigate.mock.invocationCallOrder[0]!,
    );
    expect(callsOf(client.fetchMock).filter((c) => c === REFRESH)).toHaveLength(1);
  });

  it('treats a refresh answer without data.accessToken as failed', async () => {
    route(client.fetchMock, (call) =>
      call === REFRESH
        ? jsonResponse(200, { success: true, message: 'ok', data: {} })
        : unauthorized(),
    );
    const error = await settle(client.api.adminApi.get('/kodr', ANY_DATA));
    expect(error).toBeInstanceOf(client.api.ApiError);
    expect(error).toMatchObject({ message: MSG.noAccessToken });
    expect(client.api.getErrorMessage(error, 'fallback')).toBe(MSG.noAccessToken);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth/signin');
    expect(callsOf(client.fetchMock)).toEqual([KODR, REFRESH]);
  });
});

describe('admin 429 and 403', () => {
  it('rejects a 429 at once with the server message', async () => {
    route(client.fetchMock, () =>
      jsonResponse(429, { success: false, message: 'Slow down, admin' }),
    );
    const error = await settle(client.api.adminApi.get('/kodr', ANY_DATA));
    expect(error).toMatchObject({ status: 429, message: 'Slow down, admin' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends a 403 on an /admin/ path to /unauthorized and rejects', async () => {
    route(client.fetchMock, () => jsonResponse(403, { success: false, message: 'Forbidden' }));
    const error = await settle(
      client.api.adminApi.patch('/kodr/7', ANY_DATA, { callStatus: 'picked' }),
    );
    expect(error).toMatchObject({ status: 403, message: 'Forbidden' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/unauthorized');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
