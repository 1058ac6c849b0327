import { fireEvent, render, screen } from '@testing-library/preact';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { useInAppLinks } from './use-in-app-links.ts';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{`${pathname}${search}${hash}`}</output>;
}

function Footer() {
  const openInApp = useInAppLinks();
  return (
    <footer onClick={openInApp}>
      <a href="/courses?level=beginner#top">
        <span>Courses</span>
      </a>
      <a href="https://example.com/elsewhere">Elsewhere</a>
      <a href="/kodr" target="_blank" rel="noreferrer">
        New tab
      </a>
      <a href="/report.pdf" download>
        Download
      </a>
    </footer>
  );
}

/** Clicks, and answers whether the app took the click (the browser would not navigate). */
function appTook(element: HTMLElement, init?: MouseEventInit): boolean {
  let taken = false;
  // After the app's handler: note its answer, and keep the test's DOM from navigating.
  const after = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', after);
  fireEvent.click(element, init);
  document.removeEventListener('click', after);
  return taken;
}

function renderAt(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Footer />
      <Where />
    </MemoryRouter>,
  );
  return () => screen.getByTestId('where').textContent;
}

describe('useInAppLinks', () => {
  it('opens a plain link inside the app, a click on its text included', () => {
    const where = renderAt();
    expect(appTook(screen.getByText('Courses'))).toBe(true);
    expect(where()).toBe('/courses?level=beginner#top');
  });

  it('leaves other sites, new tabs, downloads and modified clicks to the browser', () => {
    const where = renderAt();
    for (const name of ['Elsewhere', 'New tab', 'Download']) {
      expect(appTook(screen.getByText(name)), name).toBe(false);
    }
    expect(appTook(screen.getByText('Courses'), { ctrlKey: true })).toBe(false);
    expect(appTook(screen.getByText('Courses'), { button: 1 })).toBe(false);
    expect(where()).toBe('/');
  });
});
