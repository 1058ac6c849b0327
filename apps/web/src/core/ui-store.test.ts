import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { memoryStorage } from './testing/memory-storage.ts';

const KEY = 'kodeschool:ui';

/** A fresh copy of the store module, as a page load makes. */
async function loadStore() {
  vi.resetModules();
  return (await import('./ui-store.ts')).useUiStore;
}

describe('useUiStore', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the desktop collapse across a reload, in the shape saved before', async () => {
    let store = await loadStore();
    expect(store.getState().isSidebarCollapsed).toBe(false);
    store.getState().toggleSidebarCollapsed();
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({
      state: { isSidebarCollapsed: true },
      version: 0,
    });

    store = await loadStore();
    expect(store.getState().isSidebarCollapsed).toBe(true);
    store.getState().setMobileSidebarOpen(true);
    store = await loadStore();
    // The drawer never reopens by itself.
    expect(store.getState().isMobileSidebarOpen).toBe(false);
  });

  it('reads a broken or foreign saved value as not collapsed', async () => {
    for (const saved of [
      '{',
      'null',
      '{"isSidebarCollapsed":true}',
      '{"state":{"isSidebarCollapsed":"yes"}}',
    ]) {
      localStorage.setItem(KEY, saved);
      expect((await loadStore()).getState().isSidebarCollapsed).toBe(false);
    }
  });
});
