import { eq, sql } from 'drizzle-orm';

import type { FollowUpStatus, OrderStatus } from '@app/shared';

import type { Db } from '../../db/client.ts';
import {
  batches,
  callbackRequests,
  courses,
  enrolments,
  kodexContests,
  kodexRegistrations,
  kodrCohorts,
  kodrRegistrations,
  payments,
  webinars,
  webinarUsers,
  whizzAttempts,
  whizzes,
} from '../../db/schema/index.ts';
import { EMPTY_COURSE_META } from '../../test/fixtures.ts';
import { createUser } from '../../test/harness.ts';

/** Test data for the dashboard and daily_stats: plain inserts with chosen times and sources. */

let counter = 0;
const next = () => ++counter;
const utmOf = (source: string | null) => (source === null ? null : { source, medium: 'test' });
/** 10 digits, unique within the process (8 + pid-ish + counter). */
const phone = () =>
  `8${String(((process.pid % 100) * 10_000_000 + next()) % 1e9).padStart(9, '0')}`;

export type Parents = {
  cohortId: string;
  courseId: string;
  batchId: string;
  whizzId: string;
  contestId: string;
  webinarId: string;
};

/** One of each parent row the counted tables point to. */
export async function insertParents(db: Db): Promise<Parents> {
  const [cohort] = await db
    .select({ id: kodrCohorts.id })
    .from(kodrCohorts)
    .where(eq(kodrCohorts.isCurrent, true));
  const [course] = await db
    .insert(courses)
    .values({ title: 'Dashboard course', price: 1000, durationWeeks: 4, meta: EMPTY_COURSE_META })
    .returning({ id: courses.id });
  const batch = await insertBatch(db, course!.id, { endDate: '2999-12-31' });
  const start = new Date('2025-01-01T10:00:00Z');
  const [whizz] = await db
    .insert(whizzes)
    .values({
      title: 'Dashboard quiz',
      description: 'A quiz',
      durationUnit: 'hours',
      durationValue: 1,
      startDate: start,
      endsAt: new Date(start.getTime() + 3_600_000),
      totalScore: 10,
      questions: [],
    })
    .returning({ id: whizzes.id });
  const [contest] = await db
    .insert(kodexContests)
    .values({
      whizzId: whizz!.id,
      title: 'Dashboard contest',
      registrationOpensAt: start,
      registrationClosesAt: start,
    })
    .returning({ id: kodexContests.id });
  const webinar = await insertWebinar(db, new Date('2025-01-01T12:00:00Z'));
  return {
    // kodr_registrations.cohort_id has no foreign key: any id will do where no cohort is seeded.
    cohortId: cohort?.id ?? 'a0a0a0a0a0a0a0a0a0a0a0a0',
    courseId: course!.id,
    batchId: batch,
    whizzId: whizz!.id,
    contestId: contest!.id,
    webinarId: webinar,
  };
}

export async function insertBatch(
  db: Db,
  courseId: string,
  opts: { endDate: string; isActive?: boolean },
): Promise<string> {
  const [row] = await db
    .insert(batches)
    .values({
      courseId,
      name: `Batch ${next()}`,
      startDate: '2025-01-01',
      endDate: opts.endDate,
      enrollmentEndDate: '2025-01-01',
      price: 1000,
      seats: 10,
      isActive: opts.isActive ?? true,
    })
    .returning({ id: batches.id });
  return row!.id;
}

export async function insertWebinar(db: Db, startTime: Date): Promise<string> {
  const [row] = await db
    .insert(webinars)
    .values({
      webinarCode: `dash-${next()}`,
      title: 'Dashboard webinar',
      startTime,
      durationMinutes: 60,
      joinLink: 'https://meet.google.com/abc-defg-hij',
    })
    .returning({ id: webinars.id });
  return row!.id;
}

type Lead = { at: string; source?: string | null };

export async function insertKodr(db: Db, p: Parents, { at, source = null }: Lead) {
  const n = next();
  const contact = phone();
  const [row] = await db
    .insert(kodrRegistrations)
    .values({
      cohortId: p.cohortId,
      name: `Kodr ${n}`,
      email: `kodr${n}@example.com`,
      contact,
      contactDigits: contact,
      dob: '2000-01-01',
      education: 'B.Tech / B.E.',
      utm: utmOf(source),
      createdAt: new Date(at),
    })
    .returning({ id: kodrRegistrations.id });
  return row!.id;
}

export async function insertKodex(db: Db, p: Parents, { at, source = null }: Lead) {
  const n = next();
  await db.insert(kodexRegistrations).values({
    contestId: p.contestId,
    name: `Kodex ${n}`,
    email: `kodex${n}@example.com`,
    phone: phone(),
    organisation: 'College',
    year: '1st year',
    experience: 'beginner',
    utm: utmOf(source),
    createdAt: new Date(at),
  });
}

export async function insertWebinarUser(db: Db, p: Parents, { at, source = null }: Lead) {
  const n = next();
  await db.insert(webinarUsers).values({
    webinarId: p.webinarId,
    name: `Webinar ${n}`,
    email: `webinar${n}@example.com`,
    phone: phone(),
    utm: utmOf(source),
    createdAt: new Date(at),
  });
}

export async function insertCallback(
  db: Db,
  { at, source = null, status = 'new' }: Lead & { status?: FollowUpStatus },
) {
  await db.insert(callbackRequests).values({
    name: `Callback ${next()}`,
    contactCode: '+91',
    contactNumber: phone(),
    enquiryFor: 'online',
    followUpStatus: status,
    utm: utmOf(source),
    createdAt: new Date(at),
  });
}

/** One lead of each kind (Kodr, Kodex, webinar, callback) at `at` from `source`: the Kodr row's id. */
export async function insertLeadOfEachKind(
  db: Db,
  p: Parents,
  lead: Lead & { status?: FollowUpStatus },
) {
  const kodrId = await insertKodr(db, p, lead);
  await insertKodex(db, p, lead);
  await insertWebinarUser(db, p, lead);
  await insertCallback(db, lead);
  return kodrId;
}

/** A payer: a student whose first touch was `source`. */
export async function insertPayer(db: Db, source: string | null) {
  return (await createUser(db, { role: 'student', utm: utmOf(source) })).id;
}

export async function insertPayment(
  db: Db,
  p: Parents,
  opts: { userId: string; at: string; status: OrderStatus; paidAt?: string; totalPaise: number },
): Promise<string> {
  const t = opts.totalPaise;
  const [row] = await db
    .insert(payments)
    .values({
      userId: opts.userId,
      batchId: p.batchId,
      courseId: p.courseId,
      method: 'online',
      status: opts.status,
      basePaise: t,
      batchDiscountPaise: 0,
      couponDiscountPaise: 0,
      taxablePaise: t,
      gstPaise: 0,
      totalPaise: t,
      paidAt: opts.paidAt ? new Date(opts.paidAt) : null,
      createdAt: new Date(opts.at),
    })
    .returning({ id: payments.id });
  return row!.id;
}

/** An enrolment and a quiz attempt each need a user of their own (unique per batch / whizz). */
export async function insertEnrolment(db: Db, p: Parents, at: string): Promise<string> {
  const userId = (await createUser(db, { role: 'student' })).id;
  const [row] = await db
    .insert(enrolments)
    .values({ userId, batchId: p.batchId, courseId: p.courseId, createdAt: new Date(at) })
    .returning({ id: enrolments.id });
  return row!.id;
}

export async function insertAttempt(db: Db, p: Parents, at: string): Promise<string> {
  const userId = (await createUser(db, { role: 'student' })).id;
  const [row] = await db
    .insert(whizzAttempts)
    .values({ whizzId: p.whizzId, userId, startedAt: new Date(at), deadline: new Date(at) })
    .returning({ id: whizzAttempts.id });
  return row!.id;
}

/**
 * What daily_stats must hold, computed from scratch over the source tables (the definition in
 * migration 0010, restated): rows with nothing left in them are ignored on both sides.
 */
export const EXPECTED_STATS = sql`
  with c as (
    select 'kodr' as metric, created_at as at, utm, 0::bigint as amount from kodr_registrations
    union all select 'kodex', created_at, utm, 0 from kodex_registrations
    union all select 'webinar', created_at, utm, 0 from webinar_users
    union all select 'callback', created_at, utm, 0 from callback_requests
    union all select 'payment', coalesce(p.paid_at, p.created_at), u.utm, p.total_paise
      from payments p left join users u on u.id = p.user_id where p.status = 'paid'
    union all select 'enrolment', created_at, null, 0 from enrolments
    union all select 'quiz_attempt', started_at, null, 0 from whizz_attempts
  )
  select metric, (at at time zone 'Asia/Kolkata')::date::text as day,
    left(coalesce(utm ->> 'source', ''), 100) as source, count(*)::int as count,
    sum(amount)::text as amount
  from c group by 1, 2, 3 order by 1, 2, 3`;

export const ACTUAL_STATS = sql`
  select metric, day::text as day, source, count, amount::text as amount from daily_stats
  where count <> 0 or amount <> 0 order by 1, 2, 3`;

export async function rowsOf(db: Db, query: ReturnType<typeof sql>) {
  const result = await db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
