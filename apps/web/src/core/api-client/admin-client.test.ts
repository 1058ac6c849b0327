import { describe, expect, it, vi } from 'vitest';

import { MSG } from '@app/shared';

import {
  ANY_DATA,
  callsOf,
  type ClientUnderTest,
  deferred,
  type FetchMock,
  jsonResponse,
  REFRESH,
  refreshOk,
  route,
  settle,
  withFreshClient,
} from './test-helpers.ts';

let fetchMock: FetchMock;
let api: ClientUnderTest['api'];
const navigate = vi.fn();
const onSessionExpired = vi.fn();
const KODR = 'GET /api/v1/admin/kodr';

withFreshClient((client) => ({ fetchMock, api } = client), {
  config: { navigate, onSessionExpired },
});

const unauthorized = () => jsonResponse(401, { success: false, message: 'Unauthorized' });
const list = () => jsonResponse(200, { success: true, message: 'ok', data: { rows: [] } });

describe('admin 401', () => {
  it('refreshes on any 401, then replays once', async () => {
    route(fetchMock, (call, i) =>
      call === REFRESH ? refreshOk() : i === 0 ? unauthorized() : list(),
    );
    await expect(api.adminApi.get('/kodr', ANY_DATA)).resolves.toMatchObject({
      data: { rows: [] },
    });
    expect(callsOf(fetchMock)).toEqual([KODR, REFRESH, KODR]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('makes concurrent 401s wait for one single refresh', async () => {
    const refresh = deferred<Response>();
    let firstAnswers = 0;
    route(fetchMock, (call) => {
      if (call === REFRESH) return refresh.promise;
      return firstAnswers++ < 3 ? unauthorized() : list();
    });
    const calls = [
      api.adminApi.get('/kodr', ANY_DATA),
      api.adminApi.get('/kodr', ANY_DATA),
      api.adminApi.get('/kodr', ANY_DATA),
    ];
    await vi.advanceTimersByTimeAsync(0);
    expect(callsOf(fetchMock)).toEqual([KODR, KODR, KODR, REFRESH]);

    refresh.resolve(refreshOk());
    const results = await Promise.all(calls);
    expect(results.every((r) => r.success)).toBe(true);
    expect(callsOf(fetchMock)).toEqual([KODR, KODR, KODR, REFRESH, KODR, KODR, KODR]);
  });

  it('replays without a second refresh a 401 for a call sent before the refresh finished', async () => {
    const lateAnswer = deferred<Response>();
    route(fetchMock, (call, i) => {
      if (call === REFRESH) return refreshOk();
      if (i === 0) return unauthorized();
      if (i === 1) return lateAnswer.promise;
      return list();
    });
    const first = api.adminApi.get('/kodr', ANY_DATA);
    const second = api.adminApi.get('/kodr', ANY_DATA);
    await expect(first).resolves.toMatchObject({ success: true });
    lateAnswer.resolve(unauthorized());
    await expect(second).resolves.toMatchObject({ success: true });
    expect(callsOf(fetchMock)).toEqual([KODR, KODR, REFRESH, KODR, KODR]);
  });

  it('passes a 401 on the replay through without refreshing again', async () => {
    route(fetchMock, (call) => (call === REFRESH ? refreshOk() : unauthorized()));
    const error = await settle(api.adminApi.get('/kodr', ANY_DATA));
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(callsOf(fetchMock)).toEqual([KODR, REFRESH, KODR]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ends the session once and goes to /auth/signin when the refresh fails', async () => {
    route(fetchMock, (call) =>
      call === REFRESH
        ? jsonResponse(401, { success: false, message: 'Refresh token expired' })
        : unauthorized(),
    );
    const errors = await Promise.all([
      settle(api.adminApi.get('/kodr', ANY_DATA)),
      settle(api.adminApi.patch('/kodr/1', ANY_DATA, { status: 'paid' })),
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
    expect(callsOf(fetchMock).filter((c) => c === REFRESH)).toHaveLength(1);
  });

  it('treats a refresh answer without data.accessToken as failed', async () => {
    route(fetchMock, (call) =>
      call === REFRESH
        ? jsonResponse(200, { success: true, message: 'ok', data: {} })
        : unauthorized(),
    );
    const error = await settle(api.adminApi.get('/kodr', ANY_DATA));
    expect(error).toBeInstanceOf(api.ApiError);
    expect(error).toMatchObject({ message: MSG.noAccessToken });
    expect(api.getErrorMessage(error, 'fallback')).toBe(MSG.noAccessToken);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth/signin');
    expect(callsOf(fetchMock)).toEqual([KODR, REFRESH]);
  });
});

describe('admin 429 and 403', () => {
  it('rejects a 429 at once with the server message', async () => {
    route(fetchMock, () => jsonResponse(429, { success: false, message: 'Slow down, admin' }));
    const error = await settle(api.adminApi.get('/kodr', ANY_DATA));
    expect(error).toMatchObject({ status: 429, message: 'Slow down, admin' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends a 403 on an /admin/ path to /unauthorized and rejects', async () => {
    route(fetchMock, () => jsonResponse(403, { success: false, message: 'Forbidden' }));
    const error = await settle(api.adminApi.patch('/kodr/7', ANY_DATA, { callStatus: 'picked' }));
    expect(error).toMatchObject({ status: 403, message: 'Forbidden' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/unauthorized');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
