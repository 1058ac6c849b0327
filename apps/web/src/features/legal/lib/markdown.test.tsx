import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { safeHref } from '@/components/markdown/safe-url';

import { Markdown } from '../components/markdown.tsx';

const html = (source: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Markdown>{source}</Markdown>
    </MemoryRouter>,
  )
    .replace(/ (class|data-discover)="[^"]*"/g, '')
    .replace(/\n/g, '');

describe('site page Markdown', () => {
  it('renders headings, paragraphs with their line breaks, lists and marks', () => {
    const source = [
      '# Contact',
      '',
      '[Company]',
      '[Street]',
      '',
      '- **Phone:** +91 00000',
      '- Write to *us*',
      '  any time',
      '',
      '1. First',
      '2. Second',
      '',
      '### Small print',
      'Use `utm_source` and utm_campaign tags.',
      '',
      '---',
      '> Quoted',
    ].join('\n');
    expect(html(source)).toBe(
      '<div>' +
        '<h2>Contact</h2>' +
        '<p>[Company]<br/>[Street]</p>' +
        '<ul><li><strong>Phone:</strong> +91 00000</li><li>Write to <em>us</em><br/>any time</li></ul>' +
        '<ol><li>First</li><li>Second</li></ol>' +
        '<h3>Small print</h3>' +
        '<p>Use <code>utm_source</code> and utm_campaign tags.</p>' +
        '<hr/>' +
        '<blockquote><p>Quoted</p></blockquote>' +
        '</div>',
    );
  });

  it('never renders raw HTML', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> **hi**');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('onerror');
    expect(out).toContain('<strong>hi</strong>');
  });

  it('links only to http(s), mailto:, tel: and site paths; site paths stay in the app', () => {
    expect(html('See [refunds](/refunds) or [mail](mailto:a@b.in).')).toBe(
      '<div><p>See <a href="/refunds">refunds</a> or <a href="mailto:a@b.in">mail</a>.</p></div>',
    );
    expect(html('[site](https://kodeschool.in)')).toBe(
      '<div><p><a href="https://kodeschool.in/" target="_blank" rel="noopener noreferrer">site</a></p></div>',
    );
    expect(html('[x](javascript:alert(1))')).not.toContain('href');
    expect(html('[x](javascript:alert)')).toBe('<div><p>x</p></div>');
    for (const bad of ['javascript:alert(1)', '//evil.com', 'data:text/html,x', 'vbscript:x']) {
      expect(safeHref(bad), bad).toBeNull();
    }
    expect(safeHref('tel:+919000000000')).toBe('tel:+919000000000');
  });

  it('keeps escaped marks and unmatched ones as written', () => {
    expect(html('2 \\* 3 * 4 and a_b_c')).toBe('<div><p>2 * 3 * 4 and a_b_c</p></div>');
    expect(html('')).toBe('<div></div>');
    expect(html('###### deep')).toBe('<div><h4>deep</h4></div>');
  });
});
