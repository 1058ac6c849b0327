import { act, fireEvent, waitFor } from '@testing-library/preact';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeIntersectionObserver, hydrateServerHtml, showOnScreen } from '@/test/server-rendered';

import { HydrateOnSight } from './hydrate-on-sight.tsx';
import { endHydration } from './server-render.ts';

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
  renders.mockClear();
  const container = hydrateServerHtml(html, <Page initial="Syllabus" />);
  const section = container.querySelector('section')!;
  return { container, section, html };
}

describe('HydrateOnSight', () => {
  beforeEach(() => {
    fakeIntersectionObserver();
    renders.mockClear();
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
