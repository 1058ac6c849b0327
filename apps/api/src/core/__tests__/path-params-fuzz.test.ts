/**
 * Every path parameter of every route (from the OpenAPI document, so new routes are covered)
 * given odd values: empty, too long, SQL, traversal, non-Latin text, a number. The answer is
 * always a clear 4xx (or a 2xx where the route takes any text, like a public code), never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { listRoutes, type ApiRoute } from './openapi-routes.ts';

let ctx: TestContext;
let cookie: string;
let routes: ApiRoute[];

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  // A super admin may call every staff route: the parameter, not the role, decides the answer.
  const admin = await createUser(ctx.db, { role: 'super_admin' });
  cookie = await loginAs(ctx.app, admin.phoneNumber!);
  routes = listRoutes(ctx.app).filter((r) => r.params.length);
});
afterAll(() => ctx.close());

const ODD_VALUES = [
  '',
  'x',
  '0',
  '-1',
  'a'.repeat(65),
  "'%20or%201=1--",
  '..%2F..%2Fetc',
  '%E0%A4%95%E0%A5%8B%E0%A4%A1',
  '0123456789ABCDEF01234567',
  '0123456789abcdef0123456',
  '12345678-1234-1234-1234-123456789012',
];

describe('path parameters', () => {
  it('odd values in any parameter are answered without a 500', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      for (const param of route.params) {
        for (const value of ODD_VALUES) {
          const url = route.path
            .replace(`{${param}}`, value)
            .replace(/\{\w+\}/g, '0123456789abcdef01234567');
          const res = await ctx.app.inject({
            method: route.method,
            url,
            headers: { cookie, 'content-type': 'application/json' },
            payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
          });
          if (res.statusCode >= 500) {
            failures.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
