const STATE_KEY = 'kodeschool:googleOAuthState';
export const GOOGLE_CALLBACK_PATH = '/auth/google';

export const googleClientId = (): string | undefined =>
  import.meta.env.VITE_GOOGLE_CLIENT_ID?.trim() || undefined;

export const googleRedirectUri = (): string => `${window.location.origin}${GOOGLE_CALLBACK_PATH}`;

/**
 * Sends the browser to Google's consent screen (authorization-code flow). The server swaps the
 * code for a session, so no Google script or token ever runs in our page.
 */
export function startGoogleSignIn(clientId: string): void {
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: googleRedirectUri(),
    response_type: 'code',
    scope: 'openid email profile',
    prompt: 'select_account',
    state,
  });
  window.location.assign(`https://accounts.google.com/o/oauth2/v2/auth?${params.toString()}`);
}

/** The state we sent must come back unchanged, or the callback was not started by us. */
export function isExpectedGoogleState(state: string | null): boolean {
  return state !== null && state === sessionStorage.getItem(STATE_KEY);
}

export function clearGoogleState(): void {
  sessionStorage.removeItem(STATE_KEY);
}
