import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MSG, type User } from '@app/shared';

import {
  ANY_DATA,
  callsOf,
  installFetch,
  jsonResponse,
  REFRESH,
  route,
  type FetchMock,
} from '../api-client/test-helpers.ts';
import { memoryStorage } from '../testing/memory-storage.ts';

const person = (id: string, firstName: string): User => ({
  _id: id,
  userId: id,
  name: { firstName, lastName: 'Rao' },
  email: `${firstName.toLowerCase()}@example.com`,
  phone: { code: '+91', number: '9000000002' },
  role: 'admin',
  isActive: true,
  createdAt: '2025-06-01T00:00:00.000Z',
  updatedAt: '2025-06-01T00:00:00.000Z',
});
const A = person('65f0a1b2c3d4e5f6a7b8c9d0', 'Asha');
const B = person('65f0a1b2c3d4e5f6a7b8c9d1', 'Bela');

const ok = (data?: unknown) => jsonResponse(200, { success: true, message: 'OK', data });
const ownedKeys = () => {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) keys.push(localStorage.key(i)!);
  return keys.filter((key) => key.includes('|user:'));
};

let fetchMock: FetchMock;

/** A fresh page: the auth store, the client and the user storage as the app wires them. */
async function loadApp() {
  vi.resetModules();
  const api = await import('../api-client/index.ts');
  const { useAuthStore } = await import('./auth-store.ts');
  const { createUserStore } = await import('../user-storage.ts');
  const { queryClient } = await import('../query-client.ts');
  const navigate = vi.fn();
  // What app/api-client-bridge.tsx hands the client.
  api.configureApiClient({
    navigate,
    onSessionExpired: () => useAuthStore.getState().clearAuth(),
  });
  const kodr = createUserStore<string>({ prefix: 'kodrRegistrations', ttlMs: 60_000 });
  const webinars = createUserStore<string>({
    prefix: 'webinarCache_',
    ttlMs: 60_000,
    inMemory: true,
  });
  return { api, useAuthStore, kodr, webinars, queryClient, navigate };
}

describe('a session’s copies leave the browser with it (issue 14)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    localStorage.setItem('kodeschool.utm.firstTouch', '{"utm":{"source":"ads"}}');
    fetchMock = installFetch();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('the copies follow the signed-in person: B never reads A’s', async () => {
    const { useAuthStore, kodr } = await loadApp();
    useAuthStore.getState().setUser(A);
    kodr.write(':list', 'Asha’s applicants');
    useAuthStore.getState().setUser(B);
    expect(kodr.read(':list')).toBeUndefined();
    expect(ownedKeys()).toEqual([]);
  });

  it('logout from the menu: the copies and the query cache go', async () => {
    const { useAuthStore, kodr, webinars, queryClient } = await loadApp();
    route(fetchMock, () => ok());
    useAuthStore.getState().setUser(A);
    kodr.write(':list', 'applicants');
    webinars.write('one:x', 'webinar');
    queryClient.setQueryData(['admin', 'kodr'], 'applicants');
    await useAuthStore.getState().logout();
    // Gone as soon as the server agreed, before the goodbye delay ends.
    expect(ownedKeys()).toEqual([]);
    useAuthStore.getState().clearAuth('logout');
    expect(webinars.read('one:x')).toBeUndefined();
    expect(queryClient.getQueryData(['admin', 'kodr'])).toBeUndefined();
    expect(localStorage.getItem('kodeschool.utm.firstTouch')).not.toBeNull();
  });

  it('a logout the server refuses keeps the session and its copies', async () => {
    const { useAuthStore, kodr } = await loadApp();
    route(fetchMock, () => jsonResponse(400, { success: false, message: 'No' }));
    useAuthStore.getState().setUser(A);
    kodr.write(':list', 'applicants');
    await expect(useAuthStore.getState().logout()).rejects.toThrow();
    expect(kodr.read(':list')).toBe('applicants');
  });

  it('a 401 whose refresh fails (session ended, or banned: sessions revoked) clears them', async () => {
    const { api, useAuthStore, kodr, queryClient, navigate } = await loadApp();
    route(fetchMock, () => jsonResponse(401, { success: false, message: MSG.sessionExpired }));
    useAuthStore.getState().setUser(A);
    kodr.write(':list', 'applicants');
    queryClient.setQueryData(['admin', 'kodr'], 'applicants');
    await expect(api.adminApi.get('/kodr', ANY_DATA)).rejects.toThrow();
    expect(callsOf(fetchMock)).toEqual(['GET /api/v1/admin/kodr', REFRESH]);
    expect(navigate).toHaveBeenCalledWith('/auth/signin');
    expect(useAuthStore.getState().user).toBeNull();
    expect(ownedKeys()).toEqual([]);
    expect(queryClient.getQueryData(['admin', 'kodr'])).toBeUndefined();
  });

  it('a session check refused on reload (a ban answers 403) clears them', async () => {
    const { useAuthStore, kodr } = await loadApp();
    useAuthStore.getState().setUser(A);
    kodr.write(':list', 'applicants');
    route(fetchMock, () => jsonResponse(403, { success: false, message: MSG.banned }));
    expect(await useAuthStore.getState().restoreSession()).toBeNull();
    expect(ownedKeys()).toEqual([]);
    expect(kodr.read(':list')).toBeUndefined();
  });
});

describe('the first session check of a server-rendered page', () => {
  /** The data block the API writes into a rendered page (core/spa.ts), with its session flag. */
  function renderedPage(session: boolean) {
    const block = { textContent: JSON.stringify({ queries: {}, router: {}, now: 0, session }) };
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === 'ks-server-state' ? block : null),
    });
  }
  const session = memoryStorage();
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('window', { sessionStorage: session });
    fetchMock = installFetch();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks nothing when the page came without a session cookie, and forgets a stale hint', async () => {
    renderedPage(false);
    session.setItem('kodeschool:userDetails', JSON.stringify(A));
    const { useAuthStore } = await loadApp();
    route(fetchMock, () => ok({ user: A }));
    expect(await useAuthStore.getState().restoreSession()).toBeNull();
    expect(callsOf(fetchMock)).toEqual([]);
    expect(useAuthStore.getState()).toMatchObject({ user: null, initialAuthCheckComplete: true });
    expect(session.getItem('kodeschool:userDetails')).toBeNull();
    // Later checks (after a sign-in on this page) ask the server as ever.
    expect(await useAuthStore.getState().restoreSession()).toEqual(A);
    expect(callsOf(fetchMock)).toEqual(['GET /api/v1/users/me']);
  });

  it('asks GET /users/me when the page came with one', async () => {
    renderedPage(true);
    const { useAuthStore } = await loadApp();
    route(fetchMock, () => ok({ user: A }));
    expect(await useAuthStore.getState().restoreSession()).toEqual(A);
    expect(callsOf(fetchMock)).toEqual(['GET /api/v1/users/me']);
  });
});
