/**
 * Numeric query filters (issue 14: `GET /courses?price=1.5` answered 500): every numeric query
 * parameter of every GET route is a bounded, non-negative integer, and anything else is a 400
 * naming it. Routes come from the OpenAPI document, so a new filter is audited without being
 * listed here. Reproduce a failure with FUZZ_SEED=<seed> FUZZ_RUNS=<n>.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG } from '@app/shared';

import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { listRoutes, type ApiRoute, type JsonSchema } from './openapi-routes.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20260115);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

let ctx: TestContext;
let cookie: string;
let numeric: { route: ApiRoute; name: string; schema: JsonSchema }[];

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  const admin = await createUser(ctx.db, { role: 'super_admin' });
  cookie = await loginAs(ctx.app, admin.phoneNumber!);
  numeric = listRoutes(ctx.app)
    .filter((r) => r.method === 'GET')
    .flatMap((route) =>
      route.query
        .filter((q) => ['integer', 'number'].some((t) => [q.schema.type].flat().includes(t)))
        .map((q) => ({ route, ...q })),
    );
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const withParam = (route: ApiRoute, name: string, value: string) =>
  `${route.url}?${name}=${encodeURIComponent(value)}`;

describe('numeric query parameters', () => {
  it('GET /courses?price=1.5 is a 400 naming price; whole rupees filter', async () => {
    const res = await get('/api/v1/courses?price=1.5');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: MSG.validationError,
      data: [{ field: 'price', message: 'Price must be a whole number of rupees' }],
    });
    expect((await get('/api/v1/courses?price=20000')).statusCode).toBe(200);
  });

  it('every one is an integer with a lower bound of 0 or more and an upper bound', () => {
    expect(numeric.length).toBeGreaterThan(40);
    for (const { route, name, schema } of numeric) {
      const where = `${route.path}?${name}`;
      expect(schema.type, where).toBe('integer');
      expect(schema.minimum, where).toBeGreaterThanOrEqual(0);
      expect(schema.maximum, where).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    }
  });

  it('fractions, NaN, infinities, 1e309, negatives and huge values → 400 naming the field', async () => {
    const bad = ['1.5', '0.5', '-1', 'NaN', 'Infinity', '-Infinity', '1e309', '1e400', 'abc'];
    for (const { route, name } of numeric) {
      for (const value of [...bad, '9007199254740993']) {
        const res = await get(withParam(route, name, value));
        const where = `${route.path}?${name}=${value}`;
        expect(res.statusCode, `${where}: ${res.body}`).toBe(400);
        expect(res.json(), where).toMatchObject({
          success: false,
          message: MSG.validationError,
          data: expect.arrayContaining([expect.objectContaining({ field: name })]),
        });
      }
    }
  });

  it('random values: never a 500, and a non-integer number is always a 400', async () => {
    const value = fc.oneof(
      fc.double().map(String),
      fc.integer().map(String),
      fc.bigInt().map(String),
      fc.string({ maxLength: 12 }),
      fc.constantFrom('', ' ', '+1', '1e3', '0x10', '1_000', '٣', '１', '1,5', '--1', '0.0'),
    );
    await fc.assert(
      fc.asyncProperty(fc.nat(), value, async (n, v) => {
        const { route, name } = numeric[n % numeric.length]!;
        const res = await get(withParam(route, name, v));
        expect(res.statusCode, `${route.path}?${name}=${v}: ${res.body}`).toBeLessThan(500);
        const asNumber = Number(v);
        if (v.trim() !== '' && !Number.isInteger(asNumber)) {
          expect(res.statusCode, `${route.path}?${name}=${v}`).toBe(400);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
