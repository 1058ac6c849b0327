import { create } from 'zustand';

import { MSG, type User } from '@app/shared';

import { ApiError, getErrorMessage } from '@/core/api-client';
import { queryClient } from '@/core/query-client';
import { isAnonymousPageLoad, isServerRendered } from '@/core/server-render';
import { clearUserStorage, setUserStorageOwner } from '@/core/user-storage';

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
  /** POST /users/logout, then forget what this browser kept of the user; throws if refused. */
  logout: () => Promise<void>;
  /** The session is over (logout, or it ended on the server): forget the user and their data. */
  clearAuth: (reason?: 'logout') => void;
};

let inFlight: Promise<User | null> | null = null;
// Bumped by every explicit sign-in/out, so a slow GET /users/me that started earlier cannot
// overwrite the newer state when it finally answers.
let generation = 0;
// A server-rendered page was rendered for a visitor: the stored hint is applied after the browser
// has taken over (main.tsx), so the first render matches the server's HTML.
const initialUser = isServerRendered() ? null : readStoredUser();

/**
 * What a person's session leaves in this browser's storage: their details and the copies of what
 * they read (core/user-storage). Every way a session ends comes through here.
 */
function forgetSessionData(): void {
  clearStoredUser();
  clearUserStorage();
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: initialUser,
  loading: false,
  error: null,
  isAuthenticated: initialUser !== null,
  initialAuthCheckComplete: false,
  loggedOut: false,

  setUser: (user) => {
    generation += 1;
    // Someone else signed in over a session this tab still showed: nothing of theirs stays.
    const previous = get().user;
    if (previous && previous._id !== user?._id) queryClient.clear();
    storeUser(user);
    set({ user, isAuthenticated: user !== null, error: null, loggedOut: false });
  },

  restoreSession: () => {
    if (!get().initialAuthCheckComplete && isAnonymousPageLoad()) {
      // The page came without a session cookie: nobody is signed in, and asking would only earn
      // a 401 (an error in the console of every public page a visitor opens).
      forgetSessionData();
      set({ user: null, isAuthenticated: false, error: null, initialAuthCheckComplete: true });
      return Promise.resolve(null);
    }
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
        forgetSessionData();
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
      // At once, not after the goodbye delay: the browser may be closed in between.
      forgetSessionData();
    } finally {
      set({ loading: false });
    }
  },

  clearAuth: (reason) => {
    generation += 1;
    forgetSessionData();
    // Only here (not when the first session check fails): the pages that used the data unmount
    // now, while a public page's queries of this very load must keep their observers.
    queryClient.clear();
    set({
      user: null,
      isAuthenticated: false,
      error: null,
      loading: false,
      loggedOut: reason === 'logout',
    });
  },
}));

// Copies in local storage are kept per person: the store follows whoever is signed in now.
setUserStorageOwner(initialUser?._id ?? null);
useAuthStore.subscribe((state, previous) => {
  if (state.user?._id !== previous.user?._id) setUserStorageOwner(state.user?._id ?? null);
});
