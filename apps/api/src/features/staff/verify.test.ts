import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MSG, ROLE_RULE_MSG, STAFF_MSG, type AdminUser } from '@app/shared';

import { activityLogs, users } from '../../db/schema/index.ts';
import { createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { call, signedIn, staffTestContext } from './staff.fixtures.ts';

let ctx: TestContext;
let support: { id: string; cookie: string };
beforeAll(async () => {
  ctx = await staffTestContext();
  const s = await signedIn(ctx, 'support', { firstName: 'Sunita', lastName: 'Support' });
  support = { id: s.user.id, cookie: s.cookie };
});
afterAll(() => ctx.close());

const lookup = (query: string, cookie = support.cookie) =>
  call(ctx, 'GET', `/admin/verify-user/lookup?query=${encodeURIComponent(query)}`, cookie);
const verify = (id: string, body: unknown, cookie = support.cookie) =>
  call(ctx, 'POST', `/admin/users/${id}/verify`, cookie, body);

describe('looking a user up', () => {
  it('finds one user by exact phone (+91 and spaces allowed) or exact e-mail (any case)', async () => {
    const user = await createUser(ctx.db, {
      firstName: 'Lena',
      lastName: 'Okafor',
      email: 'lena@abroad.test',
      phoneCode: '+44',
      isActive: false,
    });
    for (const query of [user.phoneNumber!, `+91 ${user.phoneNumber}`, ' LENA@abroad.test ']) {
      const res = await lookup(query);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({
        _id: user.id,
        name: { firstName: 'Lena', lastName: 'Okafor' },
        phone: { code: '+44', number: user.phoneNumber },
        isActive: false,
        verifiedBy: null,
      });
    }
  });

  it('is exact: a part of a phone or e-mail is not a match', async () => {
    await createUser(ctx.db, { email: 'partial@abroad.test' });
    expect((await lookup('partial@abroad')).statusCode).toBe(400);
    const res = await lookup('artial@abroad.test');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: STAFF_MSG.userNotFound });
  });

  it.each([
    ['', STAFF_MSG.lookupRequired],
    ['   ', STAFF_MSG.lookupRequired],
    ['Lena Okafor', STAFF_MSG.lookupRequired],
    ['98765', STAFF_MSG.phoneInvalid],
    ['not@mail', STAFF_MSG.emailInvalid],
  ])('%j → 400 %s', async (query, message) => {
    const res = await lookup(query);
    expect(res.statusCode).toBe(400);
    // Blank text fails the shared schema (a field error); the rest fail the lookup rule.
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('no query at all → 400 asking for one', async () => {
    const res = await call(ctx, 'GET', '/admin/verify-user/lookup', support.cookie);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(STAFF_MSG.lookupRequired);
  });
});

describe('verifying by hand', () => {
  it('support verifies an inactive user: active, who and why recorded, logged, next load sees it', async () => {
    const person = await createUser(ctx.db, { phoneCode: '+971' });
    const cookie = await loginAs(ctx.app, person.phoneNumber!);
    // Signed in but not verified (as after a Google sign-in): the overlay asks for a +91 phone.
    await ctx.db
      .update(users)
      .set({ isActive: false, phoneVerifiedAt: null })
      .where(eq(users.id, person.id));
    const me = () => call(ctx, 'GET', '/users/me', cookie);
    expect((await me()).json().data.user.isActive).toBe(false);

    const res = await verify(person.id, { note: '  Checked passport over video call  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(STAFF_MSG.userVerified);
    expect(res.json().data.user as AdminUser).toMatchObject({
      _id: person.id,
      isActive: true,
      phoneVerifiedAt: null,
      verifiedBy: { _id: support.id, name: 'Sunita Support' },
      verificationNote: 'Checked passport over video call',
    });
    // The session cached a moment ago is forgotten: the next load sees the active flag.
    expect((await me()).json().data.user.isActive).toBe(true);

    const [log] = await ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, person.id));
    expect(log).toMatchObject({
      action: 'user.verify',
      entity: 'user',
      actorId: support.id,
      actorRole: 'support',
      changes: {
        isActive: { before: false, after: true },
        verifiedBy: { before: null, after: support.id },
        verificationNote: { before: null, after: 'Checked passport over video call' },
      },
    });

    const again = await verify(person.id, { note: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STAFF_MSG.alreadyVerified);
  });

  it('leaves the phone verification time as it was', async () => {
    const at = new Date('2025-05-05T05:05:05Z');
    const person = await createUser(ctx.db, { isActive: false, phoneVerifiedAt: at });
    expect((await verify(person.id, { note: 'Deactivated by mistake' })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.phoneVerifiedAt).toEqual(at);
  });

  it('sales and marketing may verify too', async () => {
    const { cookie } = await signedIn(ctx, 'sales_and_marketing');
    const person = await createUser(ctx.db, { isActive: false });
    expect((await verify(person.id, { note: 'Paid at the centre' }, cookie)).statusCode).toBe(200);
  });

  it('only people ranked below the verifier, never themselves', async () => {
    for (const role of ['support', 'sales_and_marketing', 'admin'] as const) {
      const peer = await createUser(ctx.db, { role, isActive: false });
      const res = await verify(peer.id, { note: 'Peer' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ROLE_RULE_MSG.targetOutranks);
    }
    const mentor = await createUser(ctx.db, { role: 'mentor', isActive: false });
    expect((await verify(mentor.id, { note: 'New mentor' })).statusCode).toBe(200);
    const self = await verify(support.id, { note: 'Me' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot do this to your own account');
  });

  it('a mentor (no verify menu) is refused by the guard', async () => {
    const { cookie } = await signedIn(ctx, 'mentor');
    const person = await createUser(ctx.db, { isActive: false });
    const res = await verify(person.id, { note: 'x' }, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.forbidden);
    expect((await lookup(person.phoneNumber!, cookie)).statusCode).toBe(403);
  });

  it('junk: no note, a blank or too long note, unknown user', async () => {
    const person = await createUser(ctx.db, { isActive: false });
    for (const [body, message] of [
      [{}, STAFF_MSG.verifyNoteRequired],
      [{ note: '  ' }, STAFF_MSG.verifyNoteRequired],
      [{ note: 'x'.repeat(501) }, STAFF_MSG.verifyNoteTooLong],
      [{ note: 'ok', isActive: true }, null],
    ] as const) {
      const res = await verify(person.id, body);
      expect(res.statusCode).toBe(400);
      if (message) expect(JSON.stringify(res.json())).toContain(message);
    }
    const missing = await verify('0123456789abcdef01234567', { note: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STAFF_MSG.userNotFound);
  });
});
