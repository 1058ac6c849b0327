import { describe, expect, it } from 'vitest';

import { findUnstorableText, isStorableText } from '../well-formed-text.ts';

describe('isStorableText', () => {
  it('refuses NUL and lone surrogates, takes any well-formed text', () => {
    for (const bad of ['\u0000', 'A\uD800B', '\uDC00', 'x\uDBFF', '\uDFFF\uD800']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const ok of ['', 'plain', 'नमस्ते', '😀', '\uD83D\uDE00', 'tab\tnew\nline', '\u0001']) {
      expect(isStorableText(ok), JSON.stringify(ok)).toBe(true);
    }
  });
});

describe('findUnstorableText', () => {
  it('names values and keys by their path, arrays by index', () => {
    const body = {
      name: 'ok',
      utm: { source: 'goo\u0000gle' },
      speakers: [{ name: 'ok' }, { name: 'A\uD800B' }],
      ['k\uDC00']: 1,
    };
    expect(findUnstorableText(body).sort()).toEqual(['k\uFFFD', 'speakers.1.name', 'utm.source']);
  });

  it('a bare string body is "body"; numbers, booleans and null are fine', () => {
    expect(findUnstorableText('a\u0000b')).toEqual(['body']);
    expect(findUnstorableText({ a: 1, b: true, c: null, d: [1.5, false] })).toEqual([]);
    expect(findUnstorableText(undefined)).toEqual([]);
  });

  it('walks parsed query strings (null-prototype objects) but not buffers or class instances', () => {
    const query = Object.create(Object.create(null)) as Record<string, unknown>;
    query.search = 'a\u0000';
    expect(findUnstorableText(query)).toEqual(['search']);
    expect(findUnstorableText(Buffer.from([0, 0xed, 0xa0, 0x80]))).toEqual([]);
    class Upload {
      name = '\u0000';
    }
    expect(findUnstorableText({ file: new Upload() })).toEqual([]);
  });

  it('stops at `max` findings', () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, '\u0000']));
    expect(findUnstorableText(many)).toHaveLength(10);
    expect(findUnstorableText(many, 3)).toHaveLength(3);
  });

  it('a body nested 100 000 deep costs neither the stack nor quadratic time', () => {
    let deep: unknown = 'end\uD800';
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { d: deep };
    const started = performance.now();
    const [field] = findUnstorableText(deep);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(field!.split('.')).toHaveLength(100_000);
  });
});
