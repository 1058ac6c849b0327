import { act } from '@testing-library/preact';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { vi } from 'vitest';

import { SERVER_STATE_ID, serverRenderState } from '@/core/server-render';

/** IntersectionObservers the test shows on screen by hand (`showOnScreen`). */
const observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {
    observers.push(this as unknown as (typeof observers)[number]);
  }
  element?: Element;
  observe(element: Element) {
    this.element = element;
  }
  disconnect() {}
}

/** In a beforeEach: nothing is on screen until the test says so. */
export function fakeIntersectionObserver(): void {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

/** Every observed element comes on screen. */
export const showOnScreen = () =>
  act(() => {
    for (const o of observers) {
      o.callback(
        [{ isIntersecting: true, target: o.element } as IntersectionObserverEntry],
        o as unknown as IntersectionObserver,
      );
    }
  });

/**
 * The browser taking over a server-rendered page: the server-state block that marks a page load
 * as a hydration, the server's HTML in a container, and `ui` hydrated into it.
 */
export function hydrateServerHtml(html: string, ui: ReactElement): HTMLDivElement {
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = SERVER_STATE_ID;
  state.textContent = JSON.stringify({ queries: {}, router: {}, now: Date.now() });
  document.body.append(state);
  serverRenderState();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  act(() => void hydrateRoot(container, ui));
  return container;
}
