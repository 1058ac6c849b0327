import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG, ROLES, type Role } from '@app/shared';

import { createUser, type TestContext } from '../../test/harness.ts';
import { call, signedIn, staffTestContext, type Method } from './staff.fixtures.ts';

let ctx: TestContext;
const cookies = {} as Record<Role, string>;
let targetId: string;
beforeAll(async () => {
  ctx = await staffTestContext();
  for (const role of ROLES) cookies[role] = (await signedIn(ctx, role)).cookie;
  targetId = (await createUser(ctx.db)).id;
});
afterAll(() => ctx.close());

const ADMINS: readonly Role[] = ['super_admin', 'admin'];
const VERIFIERS: readonly Role[] = ['super_admin', 'admin', 'support', 'sales_and_marketing'];
const UNKNOWN = '0123456789abcdef01234567';

// Each route, and the roles the sidebar matrix (product.md §2) lets use it. The bodies are
// invalid or aim at nobody, so a caller who gets past the guard changes nothing.
const routes: [Method, string, unknown, readonly Role[]][] = [
  ['GET', '/admin/users', undefined, ADMINS],
  ['GET', '/admin/users/export.csv', undefined, ADMINS],
  ['GET', '/admin/users/:target', undefined, ADMINS],
  ['PATCH', '/admin/users/:target', {}, ADMINS],
  ['GET', '/admin/bans', undefined, ADMINS],
  ['POST', '/admin/bans', {}, ADMINS],
  ['POST', '/admin/bans/:unknown/lift', undefined, ADMINS],
  ['GET', '/admin/verify-user/lookup?query=nobody%40nowhere.test', undefined, VERIFIERS],
  ['POST', '/admin/users/:unknown/verify', { note: 'x' }, VERIFIERS],
  ['GET', '/admin/activity-logs', undefined, ADMINS],
  ['GET', '/admin/activity-logs/facets', undefined, ADMINS],
];

describe('each staff administration route follows the menu matrix', () => {
  it.each(routes)('%s %s', async (method, path, body, allowed) => {
    const url = path.replace(':target', targetId).replace(':unknown', UNKNOWN);
    const anonymous = await call(ctx, method, url, '', body);
    expect(anonymous.statusCode).toBe(401);
    for (const role of ROLES) {
      const res = await call(ctx, method, url, cookies[role], body);
      if (allowed.includes(role)) {
        expect([role, res.statusCode]).not.toEqual([role, 403]);
        expect(res.statusCode).toBeLessThan(500);
      } else {
        expect([role, res.statusCode, res.json().message]).toEqual([role, 403, MSG.forbidden]);
      }
    }
  });
});
