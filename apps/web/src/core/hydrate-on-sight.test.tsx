import { act, fireEvent, waitFor } from '@testing-library/preact';
import { useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HydrateOnSight } from './hydrate-on-sight.tsx';
import { endHydration, SERVER_STATE_ID, serverRenderState } from './server-render.ts';

/** A band below the fold: counts its renders and has a button with state. */
const renders = vi.fn();
function Band({ title }: { title: string }) {
  renders(title);
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={title} data-open={open}>
      <h2>{title}</h2>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        Toggle
      </button>
    </section>
  );
}

/** Observers the test shows on screen by hand. */
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
const showOnScreen = () =>
  act(() => {
    for (const o of observers) {
      o.callback(
        [{ isIntersecting: true, target: o.element } as IntersectionObserverEntry],
        o as unknown as IntersectionObserver,
      );
    }
  });

/** A page whose parent can change the band's title, as a refetch would. */
let setTitle: (title: string) => void = () => undefined;
function Page({ initial }: { initial: string }) {
  const [title, set] = useState(initial);
  useEffect(() => {
    setTitle = set;
  }, []);
  return (
    <main>
      <h1>Course</h1>
      <HydrateOnSight deps={[title]}>
        <Band title={title} />
      </HydrateOnSight>
    </main>
  );
}

/** What the server sends (rendered before any test marks the page as hydrating). */
const html = renderToString(<Page initial="Syllabus" />);

/** The server's HTML of the page, hydrated by the browser with the server-state block present. */
function serverRenderedPage() {
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = SERVER_STATE_ID;
  state.textContent = JSON.stringify({ queries: {}, router: {}, now: Date.now() });
  document.body.append(state);
  serverRenderState();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const section = container.querySelector('section')!;
  renders.mockClear();
  act(() => void hydrateRoot(container, <Page initial="Syllabus" />));
  return { container, section, html };
}

describe('HydrateOnSight', () => {
  beforeEach(() => {
    observers.length = 0;
    renders.mockClear();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('the server renders the band; the browser keeps that HTML and runs none of it until it shows', async () => {
    const { container, section, html } = serverRenderedPage();
    expect(html).toContain('<h2>Syllabus</h2>');
    await new Promise((r) => setTimeout(r, 20));
    expect(renders).not.toHaveBeenCalled();
    expect(container.querySelector('section')).toBe(section);
    // Not taken over yet: a click does nothing.
    section.querySelector('button')!.click();
    expect(section.dataset.open).toBe('false');

    await showOnScreen();
    await waitFor(() => expect(renders).toHaveBeenCalledTimes(1));
    // Hydrated in place: the same element, now alive.
    expect(container.querySelector('section')).toBe(section);
    expect(container.querySelectorAll('section')).toHaveLength(1);
    act(() => section.querySelector('button')!.click());
    expect(section.dataset.open).toBe('true');
  });

  it('a touch takes it over at once', async () => {
    const { section } = serverRenderedPage();
    await new Promise((r) => setTimeout(r, 20));
    expect(renders).not.toHaveBeenCalled();
    fireEvent.pointerDown(section.querySelector('button')!);
    await waitFor(() => expect(renders).toHaveBeenCalledTimes(1));
    act(() => section.querySelector('button')!.click());
    expect(section.dataset.open).toBe('true');
  });

  it('what it shows changed before it showed: rendered afresh, not the stale HTML', async () => {
    const { container } = serverRenderedPage();
    act(() => setTitle('Syllabus (updated)'));
    await waitFor(() =>
      expect(container.querySelector('h2')?.textContent).toBe('Syllabus (updated)'),
    );
    expect(container.querySelectorAll('section')).toHaveLength(1);
    const section = container.querySelector('section')!;
    expect(section.getAttribute('aria-label')).toBe('Syllabus (updated)');
    act(() => section.querySelector('button')!.click());
    expect(section.dataset.open).toBe('true');
  });

  it('a page the browser renders itself shows the band at once', () => {
    endHydration();
    const container = document.createElement('div');
    document.body.append(container);
    act(() => createRoot(container).render(<Page initial="Syllabus" />));
    expect(renders).toHaveBeenCalledTimes(1);
    expect(container.querySelector('h2')?.textContent).toBe('Syllabus');
  });
});
