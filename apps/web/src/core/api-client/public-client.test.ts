import { describe, expect, it, vi } from 'vitest';

import { MSG, RATE_LIMIT_WAIT_MS, TOKEN_REFRESH_CAP } from '@app/shared';

import {
  ANY_DATA,
  callsOf,
  expired,
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
const ME = 'GET /api/v1/users/me';

const client = withFreshClient({
  config: { navigate, onSessionExpired },
});

const me = () => jsonResponse(200, { success: true, message: 'ok', data: { user: { id: 1 } } });
const refreshCount = () => callsOf(client.fetchMock).filter((call) => call === REFRESH).length;

describe('public 401 EXPIRED_ACCESS_TOKEN', () => {
  it('refreshes the tokens, then replays the call once', async () => {
    route(client.fetchMock, (call, i) =>
      call === REFRESH ? refreshOk() : i === 0 ? expired() : me(),
    );
    await expect(client.api.publicApi.get('/users/me', ANY_DATA)).resolves.toMatchObject({
      data: { user: { id: 1 } },
    });
    expect(callsOf(client.fetchMock)).toEqual([ME, REFRESH, ME]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes other 401s on without refreshing', async () => {
    route(client.fetchMock, () => jsonResponse(401, { success: false, message: 'Please log in' }));
    const error = await settle(client.api.publicApi.get('/users/me', ANY_DATA));
    expect(error).toMatchObject({ status: 401, message: 'Please log in' });
    expect(callsOf(client.fetchMock)).toEqual([ME]);
  });

  it(`counts at most ${TOKEN_REFRESH_CAP} refreshes while replays keep failing`, async () => {
    route(client.fetchMock, (call) => (call === REFRESH ? refreshOk() : expired()));
    for (let i = 0; i < TOKEN_REFRESH_CAP + 2; i++) {
      const error = await settle(client.api.publicApi.get('/users/me', ANY_DATA));
      expect(error).toMatchObject({ status: 401, message: MSG.expiredAccessToken });
    }
    expect(refreshCount()).toBe(TOKEN_REFRESH_CAP);
    expect(client.fetchMock).toHaveBeenCalledTimes(TOKEN_REFRESH_CAP * 3 + 2);
  });

  it('does not count calls that join a refresh already in flight', async () => {
    route(client.fetchMock, (call) => (call === REFRESH ? refreshOk() : expired()));
    const burst = [1, 2, 3].map(() => settle(client.api.publicApi.get('/users/me', ANY_DATA)));
    await Promise.all(burst);
    expect(refreshCount()).toBe(1);
    for (let i = 0; i < TOKEN_REFRESH_CAP; i++)
      await settle(client.api.publicApi.get('/users/me', ANY_DATA));
    expect(refreshCount()).toBe(TOKEN_REFRESH_CAP);
  });

  it('starts counting again after a replay gets a non-401 answer', async () => {
    let replayWorks = false;
    route(client.fetchMock, (call, i) => {
      if (call === REFRESH) return refreshOk();
      const previous = client.fetchMock.mock.calls[i - 1];
      const isReplay = previous !== undefined && `${previous[1].method} ${previous[0]}` === REFRESH;
      return isReplay && replayWorks ? me() : expired();
    });
    for (let i = 0; i < TOKEN_REFRESH_CAP - 1; i++)
      await settle(client.api.publicApi.get('/users/me', ANY_DATA));
    replayWorks = true;
    await expect(client.api.publicApi.get('/users/me', ANY_DATA)).resolves.toMatchObject({
      success: true,
    });
    replayWorks = false;
    for (let i = 0; i < TOKEN_REFRESH_CAP + 1; i++)
      await settle(client.api.publicApi.get('/users/me', ANY_DATA));
    // CAP - 1 before the reset, 1 that worked, then a fresh CAP.
    expect(refreshCount()).toBe(TOKEN_REFRESH_CAP * 2);
  });

  it('gives the original 401 back when the refresh itself fails, without redirecting', async () => {
    route(client.fetchMock, (call) =>
      call === REFRESH
        ? jsonResponse(401, { success: false, message: 'Invalid refresh token' })
        : expired(),
    );
    const error = await settle(client.api.publicApi.get('/users/me', ANY_DATA));
    expect(error).toMatchObject({ status: 401, message: MSG.expiredAccessToken });
    expect(callsOf(client.fetchMock)).toEqual([ME, REFRESH]);
    expect(navigate).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('replays without refreshing again when another call refreshed after this one was sent', async () => {
    const send = () => client.api.publicApi.get('/users/me', ANY_DATA);
    const calls = await lateRefusalCalls(client, { send, refused: expired, ok: me });
    expect(calls).toEqual([ME, ME, REFRESH, ME, ME]);
  });

  it('lets concurrent expired calls share one refresh', async () => {
    let answered = 0;
    route(client.fetchMock, (call) => {
      if (call === REFRESH) return refreshOk();
      return answered++ < 2 ? expired() : me();
    });
    const results = await Promise.all([
      client.api.publicApi.get('/users/me', ANY_DATA),
      client.api.publicApi.get('/users/me', ANY_DATA),
    ]);
    expect(results.every((r) => r.success)).toBe(true);
    expect(refreshCount()).toBe(1);
  });
});

describe('public 429', () => {
  it(`waits ${RATE_LIMIT_WAIT_MS} ms, then fails with the too-many-requests text`, async () => {
    route(client.fetchMock, () => jsonResponse(429, { success: false, message: 'rate limited' }));
    let settled = false;
    const result = settle(
      client.api.publicApi.post('/users/otp', ANY_DATA, { phone: '1' }),
    ).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toMatchObject({ status: 429, message: MSG.tooManyRequests });
    expect(client.api.getErrorMessage(error, 'Failed to send OTP')).toBe(MSG.tooManyRequests);
    expect(client.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tells the caller the wait at once, and still fails only after the wait', async () => {
    const body = { success: false, message: 'Slow down', data: { retryAfter: 3480 } };
    route(client.fetchMock, () => jsonResponse(429, body));
    const onRateLimited = vi.fn();
    let settled = false;
    const result = settle(
      client.api.publicApi.post('/users/send-otp', ANY_DATA, {}, { onRateLimited }),
    ).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(onRateLimited).toHaveBeenCalledWith({ retryAfter: 3480, message: 'Slow down' });
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_WAIT_MS);
    const error = await result;
    expect(client.api.retryAfterOf(error)).toBe(3480);
    expect(error).toMatchObject({ status: 429, message: MSG.tooManyRequests });
  });
});

describe('public 403', () => {
  it('does not redirect when the path has no /admin/ segment', async () => {
    route(client.fetchMock, () => jsonResponse(403, { success: false, message: 'Forbidden' }));
    const error = await settle(
      client.api.publicApi.get('/courses/1', ANY_DATA, { query: { from: '/admin/x' } }),
    );
    expect(error).toMatchObject({ status: 403, message: 'Forbidden' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
