import { render, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';

import './title-element.ts';

describe('<title> on Preact', () => {
  it('becomes the document title while mounted, follows changes, and gives the old one back', async () => {
    document.title = 'KodeSchool';
    const page = (name: string) => (
      <main>
        <title>{`${name} | KodeSchool`}</title>
        <h1>{name}</h1>
      </main>
    );
    const { container, rerender, unmount } = render(page('Courses'));
    await waitFor(() => expect(document.title).toBe('Courses | KodeSchool'));
    // nothing of it is left in the body
    expect(container.querySelector('title')).toBeNull();

    rerender(page('DevOps with AWS'));
    await waitFor(() => expect(document.title).toBe('DevOps with AWS | KodeSchool'));
    unmount();
    await waitFor(() => expect(document.title).toBe('KodeSchool'));
  });

  it('leaves an empty <title> where it is, as in a chart’s svg', async () => {
    document.title = 'Dashboard | KodeSchool Admin';
    const { container } = render(
      <svg role="img" aria-label="Chart">
        <title></title>
        <rect width="10" height="10" />
      </svg>,
    );
    expect(container.querySelector('svg > title')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Dashboard | KodeSchool Admin');
  });
});
