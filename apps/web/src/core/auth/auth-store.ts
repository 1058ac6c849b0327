import { create } from 'zustand';

import { MSG, type User } from '@app/shared';

import { ApiError, getErrorMessage } from '@/core/api-client';

import { getCurrentUser, logoutUser } from './auth-calls.ts';
import { clearStoredUser, readStoredUser, storeUser } from './session-storage.ts';

export type AuthState = {
  user: User | null;
  loading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  initialAuthCheckComplete: boolean;
  /** True after an explicit logout until the next sign-in: guards then send people home, not to sign-in. */
  loggedOut: boolean;
  setUser: (user: User | null) => void;
  /** GET /users/me; a failed check clears the user. Concurrent callers share one request. */
  restoreSession: () => Promise<User | null>;
  /** POST /users/logout and forget the stored user details; throws when the server refuses. */
  logout: () => Promise<void>;
  clearAuth: (reason?: 'logout') => void;
};

let inFlight: Promise<User | null> | null = null;
// Bumped by every explicit sign-in/out, so a slow GET /users/me that started earlier cannot
// overwrite the newer state when it finally answers.
let generation = 0;
const initialUser = readStoredUser();

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: initialUser,
  loading: false,
  error: null,
  isAuthenticated: initialUser !== null,
  initialAuthCheckComplete: false,
  loggedOut: false,

  setUser: (user) => {
    generation += 1;
    storeUser(user);
    set({ user, isAuthenticated: user !== null, error: null, loggedOut: false });
  },

  restoreSession: () => {
    inFlight ??= (async () => {
      const started = generation;
      set({ loading: true });
      try {
        const user = await getCurrentUser();
        if (started !== generation) return get().user;
        storeUser(user);
        set({ user, isAuthenticated: true, error: null });
        return user;
      } catch (error) {
        if (started !== generation) return get().user;
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

  clearAuth: (reason) => {
    generation += 1;
    clearStoredUser();
    set({
      user: null,
      isAuthenticated: false,
      error: null,
      loading: false,
      loggedOut: reason === 'logout',
    });
  },
}));
