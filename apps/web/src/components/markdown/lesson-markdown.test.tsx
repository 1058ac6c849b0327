import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { LessonMarkdown } from './lesson-markdown.tsx';

const show = (source: string) =>
  render(
    <MemoryRouter>
      <LessonMarkdown>{source}</LessonMarkdown>
    </MemoryRouter>,
  );

describe('LessonMarkdown', () => {
  it('renders headings, lists, inline code and code blocks', () => {
    const { container } = show(
      '# Closures\n\n- first\n- second\n\nUse `let`.\n\n```js\nconst x = 1;\n```',
    );
    // The lesson's title is the page heading: the text's # becomes an h2.
    expect(screen.getByRole('heading', { level: 2, name: 'Closures' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'first',
      'second',
    ]);
    const block = container.querySelector('pre code');
    expect(block?.textContent).toBe('const x = 1;\n');
    expect(container.querySelector('pre')?.className).toContain('bg-slate-900');
    expect(container.querySelector('pre')?.className).toContain('font-mono');
  });

  it('skips raw HTML and keeps only safe links', () => {
    const { container } = show(
      'Hi <script>alert(1)</script><b>bold</b>\n\n[bad](javascript:alert(1)) [data](data:text/html,x) [site](/courses) [web](https://example.com) [mail](mailto:a@b.co)',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    expect(container.innerHTML).not.toContain('data:text');
    // The unsafe links are plain text.
    expect(screen.getByText(/bad/).closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'site' }).getAttribute('href')).toBe('/courses');
    const web = screen.getByRole('link', { name: 'web' });
    expect(web.getAttribute('href')).toBe('https://example.com/');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@b.co');
  });

  it('shows https and uploaded images, and only the alt text of any other', () => {
    const file = `/api/v1/files/${'a'.repeat(24)}`;
    show(
      `![diagram](https://cdn.example.com/d.png) ![upload](${file}) ![plain](http://x.co/p.png) ![js](javascript:alert(1))`,
    );
    expect(screen.getByRole('img', { name: 'diagram' }).getAttribute('src')).toBe(
      'https://cdn.example.com/d.png',
    );
    expect(screen.getByRole('img', { name: 'upload' }).getAttribute('src')).toBe(file);
    expect(screen.queryByRole('img', { name: 'plain' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'js' })).toBeNull();
    expect(screen.getByText(/plain/)).toBeTruthy();
  });
});
