import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_MENU, canUseMenuKeys, MSG, STAFF_ROLES, type MenuKey, type Role } from '@app/shared';

import { buildApp } from '../../app.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';

/**
 * Probe routes, one per menu entry plus one serving two entries, mounted exactly like feature
 * routes, so the guard is exercised even before the feature issues add their own. The matrix
 * below walks every registered staff route, probes and real ones alike.
 */
async function probes(app: FastifyInstance) {
  for (const item of ADMIN_MENU) {
    app.get(`/probe/${item.key}`, { config: { menu: [item.key] } }, async () => ({
      success: true,
      message: 'ok',
    }));
  }
  app.post(
    '/probe/shared/:id',
    { config: { menu: ['callbacks', 'verifyUser'] as MenuKey[] } },
    async () => ({
      success: true,
      message: 'ok',
    }),
  );
}

let ctx: TestContext;
const cookies = new Map<Role | 'anonymous', string>();

beforeAll(async () => {
  ctx = await createTestContext({ extraAdminRoutes: probes });
  cookies.set('anonymous', '');
  for (const role of ['student', ...STAFF_ROLES] as Role[]) {
    const user = await createUser(ctx.db, { role, firstName: role });
    cookies.set(role, await loginAs(ctx.app, user.phoneNumber!));
  }
});
afterAll(() => ctx.close());

const SAMPLE_ID = '0123456789abcdef01234567';

describe('staff route guard', () => {
  it('every staff route declares menu entries', () => {
    expect(ctx.app.staffRoutes.length).toBeGreaterThanOrEqual(ADMIN_MENU.length + 1);
    for (const route of ctx.app.staffRoutes) expect(route.menu.length).toBeGreaterThan(0);
  });

  it('enforces the sidebar matrix on every staff route for 7 roles, a student and anonymous', async () => {
    const failures: string[] = [];
    for (const route of ctx.app.staffRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, SAMPLE_ID);
      for (const [who, cookie] of cookies) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const expected =
          who === 'anonymous' ? [401] : canUseMenuKeys(who, route.menu) ? 'allowed' : [403];
        const ok =
          expected === 'allowed'
            ? res.statusCode !== 401 && res.statusCode !== 403
            : expected.includes(res.statusCode);
        if (!ok) failures.push(`${who} ${route.method} ${route.url} → ${res.statusCode}`);
        if (res.statusCode === 403)
          expect(res.json()).toEqual({ success: false, message: MSG.forbidden });
      }
    }
    expect(failures).toEqual([]);
  });

  it('matches the spec for a few named cells', async () => {
    const call = (role: Role, key: MenuKey) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin/probe/${key}`,
        headers: { cookie: cookies.get(role)! },
      });
    expect((await call('mentor', 'questions')).statusCode).toBe(200);
    expect((await call('mentor', 'courses')).statusCode).toBe(403);
    expect((await call('batch_manager', 'whizz')).statusCode).toBe(200);
    expect((await call('support', 'verifyUser')).statusCode).toBe(200);
    expect((await call('support', 'coupons')).statusCode).toBe(403);
    expect((await call('sales_and_marketing', 'paymentApproval')).statusCode).toBe(200);
    expect((await call('instructor', 'dashboard')).statusCode).toBe(403);
    expect((await call('admin', 'activityLogs')).statusCode).toBe(200);
    expect((await call('student', 'whizz')).statusCode).toBe(403);
  });

  it('refuses to start when a staff route declares no menu entries', async () => {
    await expect(
      buildApp({
        config: ctx.config,
        db: ctx.db,
        logger: false,
        google: null,
        extraAdminRoutes: async (app) => {
          app.get('/unguarded', async () => ({ success: true, message: 'oops' }));
        },
      }),
    ).rejects.toThrow(/declares no menu entries/);
  });
});
