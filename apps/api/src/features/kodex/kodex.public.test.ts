import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { ASSESS_MSG, KODEX_MSG } from '@app/shared';

import { kodexContests, kodexRegistrations } from '../../db/schema/index.ts';
import {
  callAs,
  createTestContext,
  createUser,
  expectFieldError,
  manyRequests,
  refusals,
  signedIn,
  useTestContext,
  withField,
} from '../../test/harness.ts';
import { insertContest, insertProblem, validBody } from './kodex.fixtures.ts';

const ctx = useTestContext(manyRequests);
let problemIds: string[];
beforeAll(async () => {
  problemIds = [(await insertProblem(ctx.db, 10)).id, (await insertProblem(ctx.db, 20)).id];
});

const register = (contestId: string, payload: unknown, cookie = '') =>
  callAs(ctx, 'POST', `/kodex/${contestId}/registrations`, cookie, payload);

const openContest = () => insertContest(ctx.db, { problemIds, startInHours: 72 });

describe('POST /kodex/{contestId}/registrations validation (the form schema)', () => {
  it.each([
    ...refusals('name', KODEX_MSG.nameRequired, undefined, '   '),
    ...refusals('name', KODEX_MSG.nameTooLong, 'x'.repeat(101)),
    ...refusals('email', KODEX_MSG.emailRequired, undefined, ' '),
    ...refusals('email', KODEX_MSG.emailInvalid, 'meera.example.com', 'meera pillai@example.com'),
    ...refusals('phone', KODEX_MSG.phoneRequired, undefined, ''),
    ...refusals('phone', KODEX_MSG.phoneInvalid, '98765', '98765abc10', '+919876543210'),
    ...refusals('organisation', KODEX_MSG.organisationRequired, undefined, '  '),
    ...refusals('organisation', KODEX_MSG.organisationTooLong, 'o'.repeat(151)),
    ...refusals('year', KODEX_MSG.yearRequired, undefined, '5th year'),
    ...refusals('experience', KODEX_MSG.experienceRequired, undefined, 'guru'),
  ])('%s = %j → %s', async (field, value, message) => {
    const { contest } = await openContestOnce();
    const res = await register(contest.id, withField(validBody(), field, value));
    expectFieldError(res, field, message);
  });

  it('refuses unknown fields and a malformed utm', async () => {
    const { contest } = await openContestOnce();
    expect((await register(contest.id, { ...validBody(), isAdmin: true })).statusCode).toBe(400);
    const bad = await register(contest.id, { ...validBody(), utm: { source: 5 } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for an unknown, malformed or unpublished contest', async () => {
    expect((await register('0'.repeat(24), validBody())).statusCode).toBe(404);
    expect((await register('not-an-id', validBody())).json().message).toBe(
      ASSESS_MSG.contestNotFound,
    );
    const { contest } = await insertContest(ctx.db, {
      problemIds,
      startInHours: 10,
      isPublished: false,
    });
    expect((await register(contest.id, validBody())).statusCode).toBe(404);
  });
});

let shared: Awaited<ReturnType<typeof openContest>> | null = null;
async function openContestOnce() {
  shared ??= await openContest();
  return shared;
}

describe('registration window and duplicates', () => {
  it('registers inside the window: 201, the count rises, utm and the user are linked', async () => {
    const { contest } = await openContest();
    const user = await createUser(ctx.db, { phoneNumber: '8123400001' });
    const res = await register(contest.id, {
      ...validBody(1001, { phone: '8123400001', email: 'Meera.P@Example.com' }),
      utm: { source: 'instagram', medium: 'story', campaign: 'kodex-oct' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: ASSESS_MSG.kodexRegistered,
      data: {
        registration: {
          contestId: contest.id,
          contestTitle: contest.title,
          email: 'meera.p@example.com',
          phone: '8123400001',
          userId: user.id,
          participated: false,
          utm: { source: 'instagram', medium: 'story', campaign: 'kodex-oct' },
        },
      },
    });
    const [row] = await ctx.db.select().from(kodexContests).where(eq(kodexContests.id, contest.id));
    expect(row!.registeredCount).toBe(1);
    // Without a matching user the registration waits for one (linked by phone later).
    const other = await register(contest.id, validBody());
    expect(other.json().data.registration.userId).toBeNull();
  });

  it('refuses before registration opens and after it closes (400)', async () => {
    const { contest: early } = await insertContest(ctx.db, {
      problemIds,
      startInHours: 72,
      opensInHours: 2,
      closesInHours: 48,
    });
    const before = await register(early.id, validBody());
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(ASSESS_MSG.kodexRegistrationNotOpen);

    const { contest: late } = await insertContest(ctx.db, {
      problemIds,
      startInHours: 2,
      opensInHours: -48,
      closesInHours: -1,
    });
    const after = await register(late.id, validBody());
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe(ASSESS_MSG.kodexRegistrationClosed);
  });

  it('one registration per e-mail and per phone per contest (409 with the message)', async () => {
    const { contest } = await openContest();
    const first = validBody();
    expect((await register(contest.id, first)).statusCode).toBe(201);

    const sameEmail = await register(contest.id, {
      ...validBody(),
      email: first.email.toUpperCase(),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(ASSESS_MSG.kodexDuplicateEmail);

    const samePhone = await register(contest.id, { ...validBody(), phone: first.phone });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().message).toBe(ASSESS_MSG.kodexDuplicatePhone);

    // Another contest takes the same person.
    const { contest: next } = await openContest();
    expect((await register(next.id, first)).statusCode).toBe(201);

    const [row] = await ctx.db.select().from(kodexContests).where(eq(kodexContests.id, contest.id));
    expect(row!.registeredCount).toBe(1);
  });

  it('concurrent duplicates: exactly one wins, the rest get 409, the count stays right', async () => {
    const { contest } = await openContest();
    const body = validBody();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        register(contest.id, i % 2 ? body : { ...body, email: `other${i}@example.com` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    const rows = await ctx.db
      .select()
      .from(kodexRegistrations)
      .where(eq(kodexRegistrations.contestId, contest.id));
    expect(rows).toHaveLength(1);
    const [row] = await ctx.db.select().from(kodexContests).where(eq(kodexContests.id, contest.id));
    expect(row!.registeredCount).toBe(1);
  });
});

describe('GET /kodex', () => {
  it('features the running contest, else the next, and lists finished ones; isRegistered by phone', async () => {
    // This file's earlier contests start in 72 h; a running one wins over all of them.
    const { contest: running } = await insertContest(ctx.db, {
      problemIds,
      startInHours: -0.5,
      opensInHours: -48,
      closesInHours: -1,
      title: 'Running now',
    });
    const { contest: finished } = await insertContest(ctx.db, {
      problemIds,
      startInHours: -30,
      opensInHours: -100,
      closesInHours: -31,
      title: 'Finished round',
    });
    await insertContest(ctx.db, {
      problemIds,
      startInHours: -0.2,
      opensInHours: -48,
      closesInHours: -1,
      isPublished: false,
    });

    const anon = await ctx.app.inject({ method: 'GET', url: '/api/v1/kodex' });
    expect(anon.statusCode).toBe(200);
    const { contest, past } = anon.json().data;
    expect(contest).toMatchObject({
      _id: running.id,
      title: 'Running now',
      state: 'live',
      registrationOpen: false,
      durationMinutes: 120,
      problemCount: 2,
      isRegistered: false,
      rules: ['Solve alone'],
      prizes: [{ place: '1st', reward: '₹10,000' }],
    });
    expect(past.map((p: { _id: string }) => p._id)).toContain(finished.id);
    expect(past.every((p: { state: string }) => p.state === 'finished')).toBe(true);

    const phone = '8123400077';
    await ctx.db.insert(kodexRegistrations).values({
      contestId: running.id,
      ...validBody(77, { phone }),
      year: '3rd year',
      experience: 'intermediate',
    });
    const { cookie } = await signedIn(ctx, 'student', { phoneNumber: phone });
    const overview = await callAs(ctx, 'GET', '/kodex', cookie);
    expect(overview.json().data.contest.isRegistered).toBe(true);
    expect(overview.headers['cache-control']).toContain('no-store');
  });
});

describe('GET /kodex with no contest at all', () => {
  it('answers contest null and an empty past list', async () => {
    const empty = await createTestContext();
    try {
      const res = await empty.app.inject({ method: 'GET', url: '/api/v1/kodex' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: ASSESS_MSG.noUpcomingContest,
        data: { contest: null, past: [] },
      });
    } finally {
      await empty.close();
    }
  });
});
