import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { ok, okData, ZIdParams } from './http.ts';

describe('the success envelope', () => {
  it('is { success, message } with data only when given', () => {
    expect(JSON.stringify(ok('Saved'))).toBe('{"success":true,"message":"Saved"}');
    expect(ok('Saved', { id: 1 })).toEqual({ success: true, message: 'Saved', data: { id: 1 } });
    expect(okData({ items: [] })).toEqual({ success: true, message: 'OK', data: { items: [] } });
    expect(JSON.stringify(okData(null))).toBe('{"success":true,"message":"OK","data":null}');
  });
});

describe('ZIdParams', () => {
  it('takes any text up to 64 characters (the handler judges its form)', () => {
    expect(ZIdParams.safeParse({ id: 'x' }).success).toBe(true);
    expect(ZIdParams.safeParse({ id: 'a'.repeat(64) }).success).toBe(true);
    expect(ZIdParams.safeParse({ id: 'a'.repeat(65) }).success).toBe(false);
    expect(ZIdParams.safeParse({ id: '' }).success).toBe(true);
  });
});

describe('routes files', () => {
  const features = fileURLToPath(new URL('../features', import.meta.url));
  const routeFiles = readdirSync(features, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.routes.ts'))
    .map((f) => [f, readFileSync(join(features, f), 'utf8')] as const);

  it('are found', () => expect(routeFiles.length).toBeGreaterThan(10));

  it.each([
    ['a hand-written success envelope (use ok/okData)', /success:\s*true/],
    ['a hand-written error envelope (throw an AppError)', /success:\s*false/],
    ['an own error-response map (use errorResponses)', /'4xx':/],
    [
      'background wiring (it belongs in the feature’s *.jobs.ts)',
      /setInterval|jobs\.register|scheduler\.register|onSubmissionJudged\(/,
    ],
  ])('hold no %s', (_what, pattern) => {
    expect(routeFiles.filter(([, text]) => pattern.test(text)).map(([f]) => f)).toEqual([]);
  });
});
