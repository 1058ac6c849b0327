import { beforeEach, describe, expect, it, vi } from 'vitest';

import { DUPLICATE_WINDOW_MS, REQUEST_ID_HEADER, REQUEST_TRACK_LIMIT } from '@app/shared';

import { ANY_DATA, headersOf, jsonResponse, settle, withFreshClient } from './test-helpers.ts';

let debug: ReturnType<typeof vi.spyOn>;

const client = withFreshClient({
  fakeTimers: { now: new Date('2025-01-01T00:00:00Z') },
});
beforeEach(() => {
  // The helper has already silenced console.debug; this keeps a handle on that same spy.
  debug = vi.spyOn(console, 'debug');
  client.fetchMock.mockImplementation(async () =>
    jsonResponse(200, { success: true, message: 'ok' }),
  );
});

describe('request tracking', () => {
  it('records id, method, url, times and status of each call', async () => {
    const start = Date.now();
    client.fetchMock.mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 120));
      return jsonResponse(201, { success: true, message: 'created' });
    });
    const call = client.api.adminApi.post('/coupons', ANY_DATA, { code: 'A' });
    await vi.advanceTimersByTimeAsync(120);
    await call;
    client.fetchMock.mockResolvedValueOnce(jsonResponse(404, { success: false, message: 'Nope' }));
    await settle(client.api.publicApi.get('/courses/9', ANY_DATA, { query: { page: 1 } }));

    expect(client.api.getTrackedRequests()).toEqual([
      {
        id: headersOf(client.fetchMock, 0).get(REQUEST_ID_HEADER),
        method: 'POST',
        url: '/api/v1/admin/coupons',
        startedAt: start,
        endedAt: start + 120,
        status: 201,
        duplicate: false,
      },
      expect.objectContaining({ method: 'GET', url: '/api/v1/courses/9?page=1', status: 404 }),
    ]);
  });

  it('flags the same method, url and body within the window, and still sends it', async () => {
    await client.api.publicApi.post('/callback', ANY_DATA, { phone: '1' });
    await vi.advanceTimersByTimeAsync(DUPLICATE_WINDOW_MS - 1);
    await client.api.publicApi.post('/callback', ANY_DATA, { phone: '1' });
    await client.api.publicApi.post('/callback', ANY_DATA, { phone: '2' });
    await client.api.publicApi.get('/callback', ANY_DATA);

    expect(client.api.getTrackedRequests().map((r) => r.duplicate)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(client.fetchMock).toHaveBeenCalledTimes(4);
    expect(debug).toHaveBeenCalledTimes(1);
    expect(debug).toHaveBeenCalledWith(expect.any(String), 'POST', '/api/v1/callback');
  });

  it('does not flag a repeat once the window has passed', async () => {
    await client.api.publicApi.get('/courses', ANY_DATA);
    await vi.advanceTimersByTimeAsync(DUPLICATE_WINDOW_MS);
    await client.api.publicApi.get('/courses', ANY_DATA);
    expect(client.api.getTrackedRequests().map((r) => r.duplicate)).toEqual([false, false]);
    expect(debug).not.toHaveBeenCalled();
  });

  it(`keeps only the last ${REQUEST_TRACK_LIMIT} requests`, async () => {
    for (let i = 0; i < REQUEST_TRACK_LIMIT + 5; i++)
      await client.api.publicApi.get(`/items/${i}`, ANY_DATA);
    const tracked = client.api.getTrackedRequests();
    expect(tracked).toHaveLength(REQUEST_TRACK_LIMIT);
    expect(tracked[0]?.url).toBe('/api/v1/items/5');
    expect(tracked.at(-1)?.url).toBe(`/api/v1/items/${REQUEST_TRACK_LIMIT + 4}`);
  });

  it('leaves status empty when no answer came, and hands out copies', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    client.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const call = settle(client.api.publicApi.get('/offline', ANY_DATA));
    await vi.advanceTimersByTimeAsync(60_000);
    await call;
    const [entry] = client.api.getTrackedRequests();
    expect(entry).toMatchObject({ url: '/api/v1/offline', endedAt: expect.any(Number) });
    expect(entry).not.toHaveProperty('status');
    entry!.url = 'changed';
    expect(client.api.getTrackedRequests()[0]?.url).toBe('/api/v1/offline');
  });
});
