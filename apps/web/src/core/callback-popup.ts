import { create } from 'zustand';

type CallbackPopupState = {
  isOpen: boolean;
  /** Set when opened from a course page: notes become optional and the course is sent. */
  courseId: string | null;
  open: (opts?: { courseId?: string }) => void;
  close: () => void;
};

/**
 * The callback request popup is one modal for the whole app (mounted once in the app root);
 * any page opens it through this store.
 */
export const useCallbackPopup = create<CallbackPopupState>()((set) => ({
  isOpen: false,
  courseId: null,
  open: (opts) => set({ isOpen: true, courseId: opts?.courseId ?? null }),
  close: () => set({ isOpen: false }),
}));

export const openCallbackPopup = (opts?: { courseId?: string }) =>
  useCallbackPopup.getState().open(opts);
