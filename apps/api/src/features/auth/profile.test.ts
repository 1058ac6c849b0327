import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMMERCE_MSG, MSG, type User } from '@app/shared';

import { users } from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let me: Awaited<ReturnType<typeof createUser>>;
let cookie: string;

beforeAll(async () => {
  // A long session cache, so a stale cached user would show in GET /users/me.
  ctx = await createTestContext({ env: { SESSION_CACHE_MS: '60000' } });
  me = await createUser(ctx.db, {
    firstName: 'Aditya',
    lastName: 'Verma',
    email: 'aditya@example.com',
  });
  await createUser(ctx.db, { email: 'taken@example.com' });
  cookie = await loginAs(ctx.app, me.phoneNumber!);
});
afterAll(() => ctx.close());

const patch = (payload: unknown, c: string | null = cookie) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/users/me',
    headers: c ? { cookie: c } : {},
    payload: payload as object,
  });
const getMe = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } });
  return (res.json() as { data: { user: User } }).data.user;
};

describe('PATCH /users/me', () => {
  it('needs a signed-in user', async () => {
    const res = await patch({ firstName: 'X' }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: MSG.notLoggedIn });
  });

  it('saves name and e-mail → data.user (the GET /users/me shape), no stale session', async () => {
    expect((await getMe()).name.firstName).toBe('Aditya'); // now cached
    const res = await patch({
      firstName: '  Adi ',
      lastName: 'Varma',
      email: ' Adi.Varma@Example.com ',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; data: { user: User } };
    expect(body.message).toBe(COMMERCE_MSG.profileUpdated);
    expect(body.data.user).toMatchObject({
      _id: me.id,
      name: { firstName: 'Adi', lastName: 'Varma' },
      email: 'adi.varma@example.com',
      phone: { code: '+91', number: me.phoneNumber },
      role: 'student',
    });
    expect(await getMe()).toEqual(body.data.user);
  });

  it('the phone is not editable here', async () => {
    const res = await patch({ firstName: 'Adi', phone: { code: '+91', number: '9999999999' } });
    expect(res.statusCode).toBe(400);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.phoneNumber).toBe(me.phoneNumber);
  });

  it.each([
    [{ firstName: '' }, 'firstName', COMMERCE_MSG.firstNameRequired],
    [{ firstName: '   ' }, 'firstName', COMMERCE_MSG.firstNameRequired],
    [{}, 'body', 'Send at least one field'],
    [{ firstName: 'A', email: 'not-an-email' }, 'email', COMMERCE_MSG.emailInvalid],
    [{ firstName: 'A', email: 'a@b' }, 'email', COMMERCE_MSG.emailInvalid],
    [{ firstName: 'x'.repeat(51) }, 'firstName', 'At most 50 characters'],
    [{ firstName: 'A', lastName: 'y'.repeat(51) }, 'lastName', 'At most 50 characters'],
  ])('%j → 400 %s', async (payload, field, message) => {
    const res = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Validation Error',
      data: expect.arrayContaining([{ field, message }]),
    });
  });

  it("another account's e-mail → 409 emailTaken (any case); its own is fine", async () => {
    const res = await patch({ firstName: 'Adi', email: 'TAKEN@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: COMMERCE_MSG.emailTaken });
    const ok = await patch({ firstName: 'Adi', lastName: 'Varma', email: 'adi.varma@example.com' });
    expect(ok.statusCode).toBe(200);
  });

  it('is partial: a field left out is left as it is', async () => {
    const set = await patch({ firstName: 'Adi', lastName: 'Verma', email: 'keep.me@example.com' });
    expect(set.statusCode).toBe(200);
    const res = await patch({ firstName: 'Aditya' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        user: { name: { firstName: 'Aditya', lastName: 'Verma' }, email: 'keep.me@example.com' },
      },
    });
  });

  it('a blank e-mail removes it', async () => {
    const res = await patch({ firstName: 'Adi', lastName: 'Varma', email: '' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { user: User } }).data.user.email).toBeNull();
    expect((await getMe()).email).toBeNull();
  });

  it('two accounts claiming one e-mail at once: one 200, one 409', async () => {
    const a = await createUser(ctx.db);
    const b = await createUser(ctx.db);
    const [ca, cb] = [
      await loginAs(ctx.app, a.phoneNumber!),
      await loginAs(ctx.app, b.phoneNumber!),
    ];
    const results = await Promise.all(
      [ca, cb].map((c) => patch({ firstName: 'Same', email: 'same@example.com' }, c)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
