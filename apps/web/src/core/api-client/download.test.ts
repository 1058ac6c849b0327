import { describe, expect, it, vi } from 'vitest';

import { LONG_REQUEST_TIMEOUT_MS } from '@app/shared';

import {
  callsOf,
  expired,
  hangUntilAborted,
  headersOf,
  jsonResponse,
  REFRESH,
  refreshOk,
  route,
  settle,
  withFreshClient,
} from './test-helpers.ts';

const navigate = vi.fn();

const client = withFreshClient({
  fakeTimers: false,
  config: { navigate },
});

const pdf = () =>
  new Response('%PDF-1.7 receipt', {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="KS-1001.pdf"',
    },
  });
const csv = () =>
  new Response('S. No.,Name\n1,Asha\n', {
    status: 200,
    headers: {
      'content-type': 'text/csv',
      'content-disposition': 'attachment; filename="kodr-2025-01-31.csv"',
    },
  });

describe('download mode', () => {
  it('reads a file answer as a blob with the name the server gave it', async () => {
    route(client.fetchMock, () => pdf());
    const file = await client.api.publicApi.download(
      client.api.publicApi.href('/payments/p1/receipt'),
    );
    expect(await file.blob.text()).toBe('%PDF-1.7 receipt');
    expect(file.blob.type).toBe('application/pdf');
    expect(file.fileName).toBe('KS-1001.pdf');
    expect(headersOf(client.fetchMock).get('accept')).toBe('*/*');
    expect(callsOf(client.fetchMock)).toEqual(['GET /api/v1/payments/p1/receipt']);
  });

  it('public: an expired access token is refreshed, then the file asked for again', async () => {
    route(client.fetchMock, (call, i) =>
      call === REFRESH ? refreshOk() : i === 0 ? expired() : pdf(),
    );
    const file = await client.api.publicApi.download('/api/v1/payments/p1/receipt');
    expect(file.fileName).toBe('KS-1001.pdf');
    expect(callsOf(client.fetchMock)).toEqual([
      'GET /api/v1/payments/p1/receipt',
      REFRESH,
      'GET /api/v1/payments/p1/receipt',
    ]);
  });

  it('admin: a 401 refreshes and replays the export with its filters', async () => {
    const unauthorized = () => jsonResponse(401, { success: false, message: 'Unauthorized' });
    route(client.fetchMock, (call, i) =>
      call === REFRESH ? refreshOk() : i === 0 ? unauthorized() : csv(),
    );
    const href = client.api.adminApi.href('/kodr/export', {
      email: 'a@b.co',
      status: ['paid', 'new'],
    });
    expect(href).toBe('/api/v1/admin/kodr/export?email=a%40b.co&status=paid&status=new');
    const file = await client.api.adminApi.download(href);
    expect(await file.blob.text()).toContain('1,Asha');
    expect(file.fileName).toBe('kodr-2025-01-31.csv');
    expect(callsOf(client.fetchMock)).toEqual([`GET ${href}`, REFRESH, `GET ${href}`]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('turns a refusal into an ApiError with the server message, not a file', async () => {
    route(client.fetchMock, () =>
      jsonResponse(404, { success: false, message: 'Payment not found' }),
    );
    const error = await settle(client.api.publicApi.download('/api/v1/payments/x/receipt'));
    expect(error).toBeInstanceOf(client.api.ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Payment not found' });
  });

  it('gives a file the long timeout unless told otherwise', async () => {
    vi.useFakeTimers();
    try {
      client.fetchMock.mockImplementation(hangUntilAborted);
      const pending = settle(client.api.adminApi.download('/api/v1/admin/users/export.csv'));
      await vi.advanceTimersByTimeAsync(LONG_REQUEST_TIMEOUT_MS - 1);
      expect(client.fetchMock.mock.calls[0]![1].signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ isTimeout: true });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('fileNameOf', () => {
  it('reads quoted and bare names, and nothing from nothing', async () => {
    const { fileNameOf } = await import('./transport.ts');
    expect(fileNameOf('attachment; filename="users-2025.csv"')).toBe('users-2025.csv');
    expect(fileNameOf('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameOf('inline')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
