import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { DEFAULT_KODR_COHORT, KODR_MSG, MSG } from '@app/shared';

import { kodrRegistrations } from '../../db/schema/index.ts';
import {
  callAs,
  manyRequests,
  refusals,
  signedIn,
  useTestContext,
  withField,
} from '../../test/harness.ts';
import { currentCohort, openSeats, registrationCount, validBody } from './kodr.fixtures.ts';

// 200 sign-ups from one IP in one file: raise the per-IP limit well past them.
const ctx = useTestContext(manyRequests);
beforeEach(() => openSeats(ctx.db, 20));

const register = (payload: unknown, cookie = '') =>
  callAs(ctx, 'POST', '/kodr/registrations', cookie, payload);

async function fieldErrors(payload: unknown) {
  const res = await register(payload);
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ success: false, message: MSG.validationError });
  return body.data as { field: string; message: string }[];
}

describe('GET /kodr/cohort', () => {
  it('answers the current cohort with the fee incl. GST and the seats left', async () => {
    await openSeats(ctx.db, 25);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/kodr/cohort' });
    expect(res.statusCode).toBe(200);
    const { cohort } = res.json().data;
    expect(cohort).toMatchObject({
      title: DEFAULT_KODR_COHORT.title,
      startDateText: DEFAULT_KODR_COHORT.startDateText,
      baseFee: 69_999,
      gstPercent: 18,
      fee: 82_599,
      seatsLeft: 25,
      syllabus: DEFAULT_KODR_COHORT.syllabus,
    });
    expect(cohort._id).toMatch(/^[0-9a-f]{24}$/);
    expect(cohort.capacity - cohort.registeredCount).toBe(25);
  });
});

describe('POST /kodr/registrations validation (product.md §5, the same schema as the form)', () => {
  it.each([
    ...refusals('fullName', KODR_MSG.fullNameRequired, undefined, '   '),
    // NUL cannot be stored: refused (not stripped) by the app-wide text check.
    ...refusals('fullName', MSG.invalidCharacters, '\u0000'),
    ...refusals('email', KODR_MSG.emailRequired, undefined, ''),
    ...refusals('email', KODR_MSG.emailInvalid, 'priya sharma@example.com', 'priya.example.com'),
    ...refusals('contact', KODR_MSG.contactRequired, undefined, ' '),
    ...refusals('contact', KODR_MSG.contactInvalid, '98765abc10', '12345', '+91 98765 43210 99'),
    ...refusals('education', KODR_MSG.educationRequired, undefined, ''),
    ...refusals('dob', KODR_MSG.dobRequired, undefined, ''),
    ...refusals('dob', KODR_MSG.dobInvalid, '2999-01-01'),
    // Date.parse rolls 30 February over to March; PostgreSQL would refuse it with a 500.
    ...refusals('dob', 'Enter a valid date', '2001-02-30'),
    ...refusals('tnc', KODR_MSG.tncRequired, undefined, false),
  ])('%s = %j → %s', async (field, value, message) => {
    expect(await fieldErrors(withField(validBody(), field, value))).toEqual([{ field, message }]);
  });

  it('an empty form reports every required field with its own message', async () => {
    const errors = await fieldErrors({});
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'fullName', message: KODR_MSG.fullNameRequired },
        { field: 'email', message: KODR_MSG.emailRequired },
        { field: 'contact', message: KODR_MSG.contactRequired },
        { field: 'education', message: KODR_MSG.educationRequired },
        { field: 'dob', message: KODR_MSG.dobRequired },
        { field: 'tnc', message: KODR_MSG.tncRequired },
      ]),
    );
    expect(errors).toHaveLength(6);
  });

  it('refuses unknown fields and an unknown experience level', async () => {
    expect((await register({ ...validBody(), isAdmin: true })).statusCode).toBe(400);
    const errors = await fieldErrors(validBody(undefined, { experience: 'guru' as never }));
    expect(errors.map((e) => e.field)).toEqual(['experience']);
  });

  it('stores nothing and takes no seat when the body is invalid', async () => {
    const before = await currentCohort(ctx.db);
    await register({ ...validBody(), tnc: false });
    expect((await currentCohort(ctx.db)).registeredCount).toBe(before.registeredCount);
  });
});

describe('POST /kodr/registrations', () => {
  it('stores the registration with its UTM attribution and answers 201 with seats left', async () => {
    const before = await currentCohort(ctx.db);
    const body = validBody(1001, {
      fullName: '  Ananya Iyer ',
      email: 'Ananya.Iyer@Example.COM',
      contact: '+91 91234 56789',
      utm: { source: 'instagram', medium: 'social', campaign: 'kodr-launch', term: '' },
    });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({
      success: true,
      message: KODR_MSG.submitted,
      data: { seatsLeft: before.capacity - before.registeredCount - 1 },
    });
    const { _id, createdAt } = json.data.kodrRegistration;
    expect(new Date(createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await ctx.db
      .select()
      .from(kodrRegistrations)
      .where(eq(kodrRegistrations.id, _id));
    expect(row).toMatchObject({
      cohortId: before.id,
      name: 'Ananya Iyer',
      email: 'ananya.iyer@example.com',
      contact: '+91 91234 56789',
      contactDigits: '9123456789',
      dob: '2001-04-12',
      education: 'B.Tech / B.E.',
      experience: 'intermediate',
      callStatus: 'notpicked',
      status: 'pending',
      paymentStatus: 'pending',
      userId: null,
      utm: { source: 'instagram', medium: 'social', campaign: 'kodr-launch' },
    });
    expect((await currentCohort(ctx.db)).registeredCount).toBe(before.registeredCount + 1);
  });

  it('defaults experience to beginner and stores no UTM when none came', async () => {
    const body: Record<string, unknown> = validBody();
    delete body.experience;
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(kodrRegistrations)
      .where(eq(kodrRegistrations.id, res.json().data.kodrRegistration._id));
    expect(row).toMatchObject({ experience: 'beginner', utm: null });
  });

  it('links the registration to the signed-in user', async () => {
    const { user, cookie } = await signedIn(ctx, 'student');
    const res = await register(validBody(), cookie);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(kodrRegistrations)
      .where(eq(kodrRegistrations.id, res.json().data.kodrRegistration._id));
    expect(row!.userId).toBe(user.id);
  });

  it('refuses a second registration with the same e-mail (any case) and keeps the seat', async () => {
    expect((await register(validBody(2001, { email: 'kabir.khan@example.com' }))).statusCode).toBe(
      201,
    );
    const before = await currentCohort(ctx.db);
    const res = await register(validBody(2002, { email: '  Kabir.KHAN@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: KODR_MSG.duplicateEmail });
    expect((await currentCohort(ctx.db)).registeredCount).toBe(before.registeredCount);
    expect(await registrationCount(ctx.db, before.id)).toBe(before.registeredCount);
  });

  it('refuses the same contact written differently (+91 98765 43210 vs 9876543210)', async () => {
    expect((await register(validBody(3001, { contact: '+91 98765 43210' }))).statusCode).toBe(201);
    const before = await currentCohort(ctx.db);
    for (const contact of ['9876543210', '098765-43210', '+91-98765-43210']) {
      const res = await register(validBody(undefined, { contact }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: KODR_MSG.duplicateContact });
    }
    expect((await currentCohort(ctx.db)).registeredCount).toBe(before.registeredCount);
  });

  it('answers 409 when no seat is left, and GET /kodr/cohort shows 0 seats', async () => {
    await openSeats(ctx.db, 0);
    const res = await register(validBody());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: KODR_MSG.seatsFull });
    const cohort = await ctx.app.inject({ method: 'GET', url: '/api/v1/kodr/cohort' });
    expect(cohort.json().data.cohort.seatsLeft).toBe(0);
  });

  it('200 concurrent registrations for the last 10 seats: exactly 10 stored, 190 told seats are full', async () => {
    await openSeats(ctx.db, 10);
    const before = await currentCohort(ctx.db);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => register(validBody(50_000 + i))),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const r of refused) {
      expect(r.json()).toEqual({ success: false, message: KODR_MSG.seatsFull });
    }
    // Each success saw a different count: seats left 9, 8, …, 0.
    expect(created.map((r) => r.json().data.seatsLeft).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    const after = await currentCohort(ctx.db);
    expect(after.registeredCount).toBe(after.capacity);
    expect(after.registeredCount).toBe(before.registeredCount + 10);
    expect(await registrationCount(ctx.db, before.id)).toBe(after.capacity);
  });
});
