import { MSG, type User } from '@app/shared';
import { create } from 'zustand';

import { ApiError, getErrorMessage } from '@/core/api-client';

import { getCurrentUser, logoutUser } from './auth-calls.ts';
import { clearStoredUser, readStoredUser, storeUser } from './session-storage.ts';

export type AuthState = {
  user: User | null;
  loading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  initialAuthCheckComplete: boolean;
  setUser: (user: User | null) => void;
  /** GET /users/me; a failed check clears the user. Concurrent callers share one request. */
  restoreSession: () => Promise<User | null>;
  /** POST /users/logout and forget the stored user details; throws when the server refuses. */
  logout: () => Promise<void>;
  clearAuth: () => void;
};

let inFlight: Promise<User | null> | null = null;
const initialUser = readStoredUser();

export const useAuthStore = create<AuthState>()((set) => ({
  user: initialUser,
  loading: false,
  error: null,
  isAuthenticated: initialUser !== null,
  initialAuthCheckComplete: false,

  setUser: (user) => {
    storeUser(user);
    set({ user, isAuthenticated: user !== null, error: null });
  },

  restoreSession: () => {
    inFlight ??= (async () => {
      set({ loading: true });
      try {
        const user = await getCurrentUser();
        storeUser(user);
        set({ user, isAuthenticated: true, error: null });
        return user;
      } catch (error) {
        clearStoredUser();
        // A 401 only means "not signed in"; anything else is worth surfacing to a screen.
        const isAnonymous = error instanceof ApiError && error.status === 401;
        set({
          user: null,
          isAuthenticated: false,
          error: isAnonymous ? null : getErrorMessage(error, MSG.fetchUserFailed),
        });
        return null;
      } finally {
        set({ loading: false, initialAuthCheckComplete: true });
        inFlight = null;
      }
    })();
    return inFlight;
  },

  logout: async () => {
    set({ loading: true });
    try {
      await logoutUser();
      clearStoredUser();
    } finally {
      set({ loading: false });
    }
  },

  clearAuth: () => {
    clearStoredUser();
    set({ user: null, isAuthenticated: false, error: null, loading: false });
  },
}));
