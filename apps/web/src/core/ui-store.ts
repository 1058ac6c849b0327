import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type UiState = {
  isSidebarCollapsed: boolean;
  isMobileSidebarOpen: boolean;
  toggleSidebarCollapsed: () => void;
  setMobileSidebarOpen: (open: boolean) => void;
};

/** Admin shell state. Only the desktop collapse survives a reload; a drawer never reopens. */
export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      isSidebarCollapsed: false,
      isMobileSidebarOpen: false,
      toggleSidebarCollapsed: () => set((s) => ({ isSidebarCollapsed: !s.isSidebarCollapsed })),
      setMobileSidebarOpen: (open) => set({ isMobileSidebarOpen: open }),
    }),
    {
      name: 'kodeschool:ui',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ isSidebarCollapsed: s.isSidebarCollapsed }),
    },
  ),
);
