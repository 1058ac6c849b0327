/** Browser routes of calls.md §2 that the client itself sends people to. */
export const SIGNIN_PATH = '/auth/signin';
export const UNAUTHORIZED_PATH = '/unauthorized';

export type ApiClientConfig = {
  navigate: (path: string) => void;
  onSessionExpired?: () => void;
};

// Until the router configures us (e.g. a call made before it mounts), a full page load still
// gets the person where the spec says they should go.
let config: ApiClientConfig = {
  navigate: (path) => globalThis.location?.assign(path),
};

/** The router hands over its navigate so redirects stay inside the single-page app. */
export function configureApiClient(opts: ApiClientConfig): void {
  config = { ...opts };
}

export function navigateTo(path: string): void {
  config.navigate(path);
}

let lastExpiry: unknown = null;

/**
 * Every admin call waiting on one failed refresh receives the same rejection; the session ends
 * once for it rather than once per waiting call.
 */
export function expireSession(cause: unknown): void {
  if (cause === lastExpiry) return;
  lastExpiry = cause;
  config.onSessionExpired?.();
  config.navigate(SIGNIN_PATH);
}
