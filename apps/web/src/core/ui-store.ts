import { create } from 'zustand';

export type UiState = {
  isSidebarCollapsed: boolean;
  isMobileSidebarOpen: boolean;
  toggleSidebarCollapsed: () => void;
  setMobileSidebarOpen: (open: boolean) => void;
};

const KEY = 'kodeschool:ui';

/*
 * The desktop collapse survives a reload, saved in the shape zustand's persist middleware wrote
 * (so earlier choices still count). Read and written here rather than through that middleware:
 * the admin shell's fallback is in every page's first load, and the middleware was 5 KB of it.
 */
function savedCollapse(): boolean {
  try {
    const saved = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as {
      state?: { isSidebarCollapsed?: unknown };
    } | null;
    return saved?.state?.isSidebarCollapsed === true;
  } catch {
    return false;
  }
}

function saveCollapse(isSidebarCollapsed: boolean): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ state: { isSidebarCollapsed }, version: 0 }));
  } catch {
    // Storage may be refused (private modes); the choice then lasts until the reload.
  }
}

/** Admin shell state. Only the desktop collapse survives a reload; a drawer never reopens. */
export const useUiStore = create<UiState>()((set) => ({
  isSidebarCollapsed: savedCollapse(),
  isMobileSidebarOpen: false,
  toggleSidebarCollapsed: () =>
    set((s) => {
      saveCollapse(!s.isSidebarCollapsed);
      return { isSidebarCollapsed: !s.isSidebarCollapsed };
    }),
  setMobileSidebarOpen: (open) => set({ isMobileSidebarOpen: open }),
}));
