import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { LessonMarkdown } from './lesson-markdown.tsx';

const html = (source: string) => renderToStaticMarkup(<LessonMarkdown>{source}</LessonMarkdown>);

/** Pieces an attacker would stitch together: raw HTML, hostile URLs, Markdown syntax. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload=alert(1)>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD4=)',
  '[vb](vbscript:msgbox(1))',
  '![img](javascript:alert(1))',
  '![img](http://insecure.example/a.png)',
  '![img](data:image/png;base64,AAAA)',
  '<style>body{display:none}</style>',
  '" onmouseover="alert(1)',
  '```html\n<script>alert(1)</script>\n```',
  '<div onclick="alert(1)">x</div>',
  '[x](//evil.example)',
  '<object data="x"></object>',
  '<embed src="x">',
  '<form action="https://evil.example"><input></form>',
];
const piece = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.constantFrom(
    '# ',
    '**',
    '*',
    '`',
    '\n',
    '\n\n',
    '- ',
    '1. ',
    '> ',
    '[',
    ']',
    '(',
    ')',
    '!',
    '<',
    '>',
    '"',
    "'",
  ),
  fc.string({ maxLength: 12 }),
);

/** What must never come out of staff Markdown, whatever it says. */
function expectSafe(out: string) {
  expect(out).not.toMatch(/<(script|iframe|object|embed|style|form|input|svg)\b/i);
  // no event-handler attribute on any element
  expect(out).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  // every link and image points somewhere safe
  for (const [, attr, url] of out.matchAll(/\s(href|src)="([^"]*)"/g)) {
    if (attr === 'src') expect(url).toMatch(/^(https:\/\/|\/api\/v1\/files\/[0-9a-f]{24}$)/);
    else expect(url).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/);
  }
}

describe('lesson Markdown', () => {
  it('renders headings, lists, links and highlighted code', () => {
    const out = html(
      [
        '# Arrays',
        '',
        'Read the [MDN guide](https://developer.mozilla.org/).',
        '',
        '- one',
        '- two',
        '',
        '```js',
        'const xs = [1, 2];',
        '```',
        '',
        '![diagram](https://example.com/a.png)',
      ].join('\n'),
    );
    expect(out).toContain('<h2');
    expect(out).toContain('Arrays');
    expect(out).toContain('href="https://developer.mozilla.org/"');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('<li');
    // highlight.js marks the keyword up
    expect(out).toMatch(/<span class="hljs-keyword">const<\/span>/);
    expect(out).toContain('src="https://example.com/a.png"');
    expect(out).toContain('loading="lazy"');
  });

  it('shows an unsafe image as its alt text and an unsafe link as its text', () => {
    const out = html('![the alt](http://insecure.example/a.png) [text](javascript:alert(1))');
    expect(out).not.toContain('<img');
    expect(out).toContain('the alt');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('text');
  });

  it('hostile input never renders script, event handlers or unsafe URLs (property)', () => {
    for (const source of HOSTILE) expectSafe(html(source));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        expectSafe(html(pieces.join('')));
      }),
      { numRuns: 300 },
    );
  });
});
