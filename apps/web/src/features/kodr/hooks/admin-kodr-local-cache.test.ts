import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { EMPTY_PAGINATION, type KodrListData } from '@app/shared';

import { memoryStorage } from '@/core/testing/memory-storage';
import { clearUserStorage, setUserStorageOwner } from '@/core/user-storage';

import type { KodrListParams } from '../api/admin-kodr-keys.ts';
import {
  clearStoredKodrEntries,
  readWarmKodrList,
  writeWarmKodrList,
} from './admin-kodr-local-cache.ts';

const A = '65f0a1b2c3d4e5f6a7b8c9d0';
const B = '65f0a1b2c3d4e5f6a7b8c9d1';
const params: KodrListParams = {
  page: 1,
  limit: 10,
  search: '',
  callStatus: [],
  status: [],
  paymentStatus: [],
  startDate: '',
  endDate: '',
};
const list = {
  kodrRegistrations: [{ name: 'Asha Rao', email: 'asha@example.com', contact: '9812345678' }],
  pagination: EMPTY_PAGINATION,
} as unknown as KodrListData;
const stored = () => {
  const all: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)!;
    all.push(`${key}=${localStorage.getItem(key)}`);
  }
  return all.join('\n');
};

describe('the admin kodr list’s warm copy (product.md §2, issue 14)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    setUserStorageOwner(A);
  });
  afterEach(() => {
    setUserStorageOwner(null);
    vi.unstubAllGlobals();
  });

  it('is stored under the kodrRegistrations prefix, per filters and per person', () => {
    writeWarmKodrList(params, list);
    expect(readWarmKodrList(params)).toEqual(list);
    expect(readWarmKodrList({ ...params, page: 2 })).toBeUndefined();
    expect(localStorage.key(0)).toMatch(
      /^kodrRegistrations:\{.*\}\|user:65f0a1b2c3d4e5f6a7b8c9d0$/,
    );
    setUserStorageOwner(B);
    expect(readWarmKodrList(params)).toBeUndefined();
    expect(stored()).not.toContain('asha@example.com');
  });

  it('leaving the page clears it; so does signing out', () => {
    writeWarmKodrList(params, list);
    clearStoredKodrEntries();
    expect(localStorage.length).toBe(0);
    writeWarmKodrList(params, list);
    clearUserStorage();
    expect(stored()).toBe('');
  });

  it('a stored value of the wrong shape is not served', () => {
    writeWarmKodrList(params, { rows: [] } as unknown as KodrListData);
    expect(readWarmKodrList(params)).toBeUndefined();
  });
});
