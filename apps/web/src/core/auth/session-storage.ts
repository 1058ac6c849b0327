import { isUser, type User } from '@app/shared';

// Keys live in one place: logout must clear exactly what login wrote.
const USER_KEY = 'kodeschool:userDetails';
const REDIRECT_KEY = 'kodeschool:redirectAfterLogin';

function safeSession(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Private modes and sandboxed frames may forbid storage; the app works without it.
    return null;
  }
}

/** A hint for painting the header before GET /users/me answers; never trusted for access. */
export function readStoredUser(): User | null {
  const raw = safeSession()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    return isUser(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeUser(user: User | null): void {
  const storage = safeSession();
  if (!storage) return;
  if (user) storage.setItem(USER_KEY, JSON.stringify(user));
  else storage.removeItem(USER_KEY);
}

export function clearStoredUser(): void {
  safeSession()?.removeItem(USER_KEY);
}

/** Remembers where a person was headed so sign-in can take them back there. */
export function rememberPath(path: string): void {
  if (path.startsWith('/auth')) return;
  safeSession()?.setItem(REDIRECT_KEY, path);
}

/** Reads and forgets the remembered page (it is used once). */
export function takeRememberedPath(): string | null {
  const storage = safeSession();
  const path = storage?.getItem(REDIRECT_KEY) ?? null;
  storage?.removeItem(REDIRECT_KEY);
  return path;
}
