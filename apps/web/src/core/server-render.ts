import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered public page hands the browser (API core/ssr.ts writes it into the page
 * as a JSON data block; CSP allows no inline script): the query cache the page was rendered
 * from, the router's state, and the clock the render read, so the first browser render repeats
 * the server's HTML exactly (hydration) before anything moves on.
 */
export type ServerRenderState = {
  queries: DehydratedState;
  router: HydrationState;
  /** Date.now() when the server rendered (countdowns start from it while hydrating) */
  now: number;
  /**
   * Whether the page's request carried a session cookie (set by the API, core/spa.ts). false:
   * the visitor is not signed in, and the first session check needs no GET /users/me.
   */
  session?: boolean;
};

export const SERVER_STATE_ID = 'ks-server-state';

let state: ServerRenderState | null | undefined;
let isHydrating = false;
let serverNow: number | null = null;

/** The page's server state, once (null: the page was not rendered on the server). */
export function serverRenderState(): ServerRenderState | null {
  if (state !== undefined) return state;
  const node = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID);
  try {
    state = node?.textContent ? (JSON.parse(node.textContent) as ServerRenderState) : null;
  } catch {
    state = null;
  }
  isHydrating = state !== null;
  return state;
}

/** The browser has taken over the server's HTML: clocks read the real time from now on. */
export function endHydration(): void {
  isHydrating = false;
}

/** Whether the browser is taking over the server's HTML right now (its first render). */
export function isHydratingPage(): boolean {
  return isHydrating;
}

/** Set by the server around each render (renders are synchronous, so one value at a time). */
export function setServerNow(now: number | null): void {
  serverNow = now;
}

/**
 * The time a first render should show: the server's render time while a server-rendered page
 * hydrates (and on the server itself), else the real time.
 */
export function renderNow(): number {
  if (serverNow !== null) return serverNow;
  if (isHydrating && state) return state.now;
  return Date.now();
}

/** The server saw no session cookie with this page's request: the visitor is anonymous. */
export function isAnonymousPageLoad(): boolean {
  return serverRenderState()?.session === false;
}

/** Whether this page came from the server: the session hint waits until after hydration. */
export function isServerRendered(): boolean {
  return serverRenderState() !== null;
}
