import { describe, expect, it, vi } from 'vitest';

import { UTM_TTL_DAYS } from '@app/shared';

import {
  captureUtm,
  getStoredUtm,
  rememberFirstTouch,
  UTM_STORAGE_KEY,
  utmField,
  type UtmEnv,
} from './utm.ts';

const DAY = 24 * 60 * 60 * 1000;

function memoryEnv(start = Date.parse('2025-10-01T10:00:00Z')) {
  const data = new Map<string, string>();
  const clock = { now: start };
  const env: UtmEnv = {
    storage: {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    },
    now: () => clock.now,
  };
  return { env, data, clock };
}

const instagram = '?utm_source=instagram&utm_medium=social&utm_campaign=kodr3';

describe('captureUtm', () => {
  it('records the visit and stores the first touch', () => {
    const { env } = memoryEnv();
    const recordVisit = vi.fn(() => Promise.resolve());
    const utm = captureUtm({ search: instagram, path: '/kodr', env, recordVisit });
    expect(utm).toEqual({ source: 'instagram', medium: 'social', campaign: 'kodr3' });
    expect(recordVisit).toHaveBeenCalledWith({ utm, path: '/kodr' });
    expect(getStoredUtm(env)).toEqual(utm);
  });

  it('does nothing without utm_source', () => {
    const { env, data } = memoryEnv();
    const recordVisit = vi.fn(() => Promise.resolve());
    expect(captureUtm({ search: '?utm_medium=x&ref=y', path: '/', env, recordVisit })).toBeNull();
    expect(recordVisit).not.toHaveBeenCalled();
    expect(data.size).toBe(0);
  });

  it('keeps the first touch but still counts a later visit', () => {
    const { env, clock } = memoryEnv();
    const recordVisit = vi.fn(() => Promise.resolve());
    captureUtm({ search: instagram, path: '/kodr', env, recordVisit });
    clock.now += 10 * DAY;
    captureUtm({ search: '?utm_source=google&utm_medium=cpc', path: '/', env, recordVisit });
    expect(recordVisit).toHaveBeenCalledTimes(2);
    expect(getStoredUtm(env)?.source).toBe('instagram');
  });

  it('replaces a first touch once it is older than UTM_TTL_DAYS', () => {
    const { env, clock } = memoryEnv();
    const recordVisit = () => Promise.resolve();
    captureUtm({ search: instagram, path: '/kodr', env, recordVisit });
    clock.now += UTM_TTL_DAYS * DAY - 1;
    expect(getStoredUtm(env)?.source).toBe('instagram');
    clock.now += 1;
    expect(getStoredUtm(env)).toBeUndefined();
    captureUtm({ search: '?utm_source=google', path: '/', env, recordVisit });
    expect(getStoredUtm(env)).toEqual({ source: 'google' });
  });

  it('survives a failing visit call and a non-path', async () => {
    const { env } = memoryEnv();
    const recordVisit = vi.fn(() => Promise.reject(new Error('offline')));
    captureUtm({ search: instagram, path: 'kodr', env, recordVisit });
    await Promise.resolve();
    expect(recordVisit).toHaveBeenCalledWith(expect.objectContaining({ path: '/' }));
    expect(getStoredUtm(env)?.source).toBe('instagram');
  });
});

describe('stored entry', () => {
  it('ignores and replaces tampered or foreign data', () => {
    const { env, data, clock } = memoryEnv();
    for (const raw of [
      'not json',
      'null',
      JSON.stringify({ utm: { source: 'x', evil: 1 }, expiresAt: clock.now + DAY }),
      JSON.stringify({ utm: { medium: 'no-source' }, expiresAt: clock.now + DAY }),
      JSON.stringify({ utm: { source: 'x' }, expiresAt: 'tomorrow' }),
    ]) {
      data.set(UTM_STORAGE_KEY, raw);
      expect(getStoredUtm(env)).toBeUndefined();
    }
    expect(rememberFirstTouch({ source: 'fresh' }, env)).toBe(true);
    expect(getStoredUtm(env)).toEqual({ source: 'fresh' });
  });

  it('works without storage and when storage throws', () => {
    expect(getStoredUtm({ storage: null, now: Date.now })).toBeUndefined();
    expect(rememberFirstTouch({ source: 'a' }, { storage: null, now: Date.now })).toBe(false);
    const throwing: UtmEnv = {
      storage: {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {
          throw new Error('blocked');
        },
        removeItem: () => undefined,
      },
      now: Date.now,
    };
    expect(getStoredUtm(throwing)).toBeUndefined();
    expect(rememberFirstTouch({ source: 'a' }, throwing)).toBe(false);
  });

  it('utmField gives a body fragment only when there is attribution', () => {
    const { env } = memoryEnv();
    expect(utmField(env)).toEqual({});
    rememberFirstTouch({ source: 'newsletter', campaign: 'oct' }, env);
    expect(utmField(env)).toEqual({ utm: { source: 'newsletter', campaign: 'oct' } });
  });
});
