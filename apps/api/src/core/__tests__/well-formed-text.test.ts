/**
 * NUL and lone UTF-16 surrogates (text PostgreSQL cannot store) are refused with a 400
 * 'Validation Error' naming the field, on every route of the app, wherever they sit in a body,
 * a query string or a path. Routes come from the OpenAPI document (each route's own Zod
 * schemas), so a route added later is covered without being listed here.
 * Reproduce a failure with the seed fast-check prints: FUZZ_SEED=<seed> FUZZ_RUNS=<n>.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@app/shared';

import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import {
  getAt,
  listRoutes,
  sampleOf,
  setAt,
  walk,
  type ApiRoute,
  type Segment,
} from './openapi-routes.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20260114);
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

let ctx: TestContext;
let cookie: string;
let bodyRoutes: {
  route: ApiRoute;
  sample: unknown;
  strings: Segment[][];
  containers: Segment[][];
}[];

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  // A super admin may call every staff route: no 401/403 stands between a body and the check.
  const admin = await createUser(ctx.db, { role: 'super_admin' });
  cookie = await loginAs(ctx.app, admin.phoneNumber!);
  bodyRoutes = listRoutes(ctx.app)
    .filter((route) => route.body)
    .map((route) => {
      const sample = sampleOf(route.body);
      return { route, sample, ...walk(sample) };
    });
});
afterAll(() => ctx.close());

const send = (route: ApiRoute, payload: unknown) =>
  ctx.app.inject({
    method: route.method,
    url: route.url,
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

/** What the client is told: the field as "path.to.field", bad characters shown as U+FFFD. */
const fieldName = (path: Segment[]) =>
  path
    .map((s) =>
      typeof s === 'number'
        ? String(s)
        : [...s]
            .map((ch) => (ch === '\0' || /^[\uD800-\uDFFF]$/.test(ch) ? '\uFFFD' : ch))
            .join(''),
    )
    .join('.');

function expectRefused(
  res: { statusCode: number; body: string; json(): unknown },
  field: string,
  where: string,
) {
  expect(res.statusCode, `${where}: ${res.body}`).toBe(400);
  const body = res.json() as { success: boolean; message: string; data: unknown[] };
  expect(body, where).toEqual({
    success: false,
    message: MSG.validationError,
    data: expect.arrayContaining([{ field, message: MSG.invalidCharacters }]),
  });
}

const lone = fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDC00\uD800');
const badText = fc
  .tuple(fc.string({ maxLength: 6 }), lone, fc.string({ maxLength: 6 }))
  .map(([a, bad, b]) => `${a}${bad}${b}`);

describe('invalid text is refused on every body-taking route', () => {
  it('finds the routes the issue listed as answering 500', () => {
    const fields = new Set(
      bodyRoutes.flatMap(({ route, strings }) =>
        strings.map((p) => `${route.method} ${route.path} ${p.join('.')}`),
      ),
    );
    for (const input of [
      'POST /api/v1/request-callbacks utm.source',
      'POST /api/v1/kodr/registrations utm.campaign',
      'POST /api/v1/webinars/{webinarCode}/register utm.medium',
      'POST /api/v1/users/register utm.source',
      'PUT /api/v1/admin/home hero.title',
      'PUT /api/v1/admin/home faq.items.0.answer',
      'PUT /api/v1/admin/courses/{id}/modules modules.0.lessons.0.title',
      'POST /api/v1/admin/coding-problems testCases.0.expectedOutput',
      'PATCH /api/v1/admin/coding-problems/{id} boilerplate.0.mainCode',
      'POST /api/v1/admin/coding-problems/check-solutions solutions.0.code',
      'POST /api/v1/admin/webinars speakers.0.name',
      'POST /api/v1/admin/mcqs options.0.text',
      'POST /api/v1/whizz/{id}/attempt/run code',
    ]) {
      expect(fields, input).toContain(input);
    }
    expect(bodyRoutes.length).toBeGreaterThan(50);
  });

  it('a well-formed body, emoji and Indian scripts included, passes the check', async () => {
    for (const { route, sample, strings } of bodyRoutes) {
      const body = structuredClone(sample);
      for (const p of strings.slice(0, 3)) setAt(body, p, 'नमस्ते 😀 ‍ ok');
      const res = await send(route, body);
      const data = (res.json() as { data?: { message?: string }[] }).data;
      const flagged = Array.isArray(data) && data.some((d) => d.message === MSG.invalidCharacters);
      expect(flagged, `${route.method} ${route.path}: ${res.body}`).toBe(false);
      expect(res.statusCode, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });

  it('"A\\ud800B" and NUL in each string field of each body → 400 naming the field', async () => {
    let checked = 0;
    for (const { route, sample, strings } of bodyRoutes) {
      for (const [i, p] of strings.entries()) {
        const body = structuredClone(sample);
        setAt(body, p, i % 2 ? 'A\uD800B' : 'A\u0000B');
        expectRefused(await send(route, body), fieldName(p), `${route.method} ${route.path}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('random bad text at random depths, in values and in keys → always 400, never 500', async () => {
    const injection = fc.nat().chain((n) => {
      const target = bodyRoutes[n % bodyRoutes.length]!;
      return fc.record({
        target: fc.constant(target),
        kind: fc.constantFrom('leaf', 'value', 'key'),
        node: fc.nat(),
        bad: badText,
        // extra nesting around the bad text: arrays and objects, up to 6 deep
        wrap: fc.array(fc.constantFrom('array', 'object'), { maxLength: 6 }),
      });
    });
    await fc.assert(
      fc.asyncProperty(injection, async ({ target, kind, node, bad, wrap }) => {
        const body = structuredClone(target.sample) ?? {};
        let field: Segment[];
        if (kind === 'leaf' && target.strings.length) {
          field = target.strings[node % target.strings.length]!;
          setAt(body, field, bad);
        } else {
          const at = target.containers[node % target.containers.length] ?? [];
          const parent = getAt(body, at) as Record<Segment, unknown> | unknown[];
          // An array has no keys to spoil: the bad text goes in as a new item instead.
          const badKey = kind === 'key' && !Array.isArray(parent);
          const key: Segment = Array.isArray(parent) ? parent.length : badKey ? bad : 'x_';
          let value: unknown = badKey ? 1 : bad;
          const inner: Segment[] = [];
          if (!badKey) {
            for (const w of wrap) {
              value = w === 'array' ? [value] : { deeper: value };
              inner.unshift(w === 'array' ? 0 : 'deeper');
            }
          }
          (parent as Record<Segment, unknown>)[key] = value;
          field = [...at, key, ...inner];
        }
        expectRefused(await send(target.route, body), fieldName(field), target.route.path);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

describe('invalid text in query strings and paths', () => {
  it('NUL in a query value or a path parameter → 400 naming it', async () => {
    const routes = listRoutes(ctx.app);
    for (const route of routes.filter((r) => r.method === 'GET' && r.query.length)) {
      const name =
        route.query.find((q) => q.schema.type === 'string')?.name ?? route.query[0]!.name;
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${route.url}?${name}=a%00b`,
        headers: { cookie },
      });
      expectRefused(res, name, `${route.path}?${name}`);
    }
    for (const route of routes.filter((r) => r.params.length)) {
      const url = route.path
        .replace(`{${route.params[0]}}`, 'a%00b')
        .replace(/\{\w+\}/g, '0123456789abcdef01234567');
      const res = await ctx.app.inject({
        method: route.method,
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: route.method === 'GET' ? undefined : '{}',
      });
      expectRefused(res, route.params[0]!, `${route.method} ${route.path}`);
    }
  });

  it('a lone surrogate cannot even be spelled in a URL: never a 500', async () => {
    // %ED%A0%80 would be U+D800 in UTF-8, which forbids it: a path with it is refused before
    // routing, a query value keeps the literal (well-formed) text.
    for (const url of [
      '/api/v1/admin/courses/%ED%A0%80',
      '/api/v1/courses?search=A%ED%A0%80B',
      '/api/v1/admin/users?search=%ED%A0%80',
    ]) {
      for (const method of ['GET', 'PUT'] as const) {
        const res = await ctx.app.inject({ method, url, headers: { cookie } });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        expect(res.json()).toHaveProperty('success');
      }
    }
  });
});
