import { randomBytes } from 'node:crypto';

import { sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client.ts';
import {
  batches,
  courses,
  EMPTY_COURSE_META,
  kodexContests,
  webinars,
  whizzes,
} from '../../db/schema/index.ts';
import { seedKodrRegistrations } from './kodr.ts';

/**
 * Bulk data for the staff benchmarks (issue #7), generated inside the database 100,000 rows
 * per statement and written through the real daily_stats triggers: users (the admin users
 * search), and the registrations, payments, enrolments and quiz attempts the dashboard counts.
 * Rows spread over the last two years, more of them recent; UTM sources vary like real
 * sign-ups. Non-unique indexes are rebuilt around each load, so use it on a benchmark or fresh
 * database, never under live traffic. PostgreSQL and PGlite alike.
 */

const HISTORY_DAYS = 730;
const CHUNK = 100_000;
const GROWTH = 1.5;
const SOURCES = ['google', 'google', 'instagram', 'instagram', 'facebook', 'youtube', 'linkedin'];
const MORE_SOURCES = ['whatsapp', 'newsletter', 'twitter', 'quora', 'reddit', 'partner-college'];
const FIRST = (
  'Aarav,Vivaan,Aditya,Vihaan,Arjun,Sai,Reyansh,Ayaan,Krishna,Ishaan,Kabir,Rohan,Rahul,Amit,' +
  'Vikram,Karthik,Pranav,Nikhil,Siddharth,Harsh,Yash,Manish,Imran,Farhan,Gurpreet,Anirudh,' +
  'Srinivas,Naveen,Ananya,Diya,Saanvi,Aadhya,Anika,Navya,Myra,Priya,Sneha,Pooja,Neha,Kavya,' +
  'Meera,Ishita,Riya,Shreya,Lakshmi,Divya,Nandini,Tanvi,Aditi,Fatima,Zoya,Simran,Keerthana'
).split(',');
const LAST = (
  'Sharma,Verma,Gupta,Singh,Kumar,Patel,Shah,Mehta,Joshi,Desai,Iyer,Reddy,Rao,Nair,Menon,' +
  'Pillai,Naidu,Krishnan,Banerjee,Chatterjee,Das,Bose,Ghosh,Khan,Ahmed,Ansari,Gill,Sandhu,' +
  'Kaur,Malhotra,Kapoor,Chopra,Agarwal,Jain,Mishra,Pandey,Yadav,Patil,Kulkarni,Shetty,Bhat'
).split(',');
const DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.co.in', 'outlook.com', 'proton.me'];

const list = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
const pick = (values: readonly string[], r: string) =>
  `(${list(values)})[1 + floor(${r} * ${values.length})::int]`;
/** Days before now of row g of n: t^GROWTH rows by time t, so recent days hold more. */
const ageDays = (n: number) =>
  `(${HISTORY_DAYS} * (1 - power(g::float8 / ${n}, ${1 / GROWTH})) + random() / 1440)`;
/** A UTM object for 60 % of rows; a long tail of sources after the main ones. */
const utm = (r: string) =>
  `case when ${r} < 0.4 then null when ${r} < 0.9 then jsonb_build_object('source', ${pick(SOURCES, `((${r} - 0.4) / 0.5)`)}, 'medium', 'cpc')
    else jsonb_build_object('source', ${pick(MORE_SOURCES, `((${r} - 0.9) / 0.1)`)}) end`;
/** 10 distinct digits per g (6000000000 + g × an odd constant, mod 4e9) shifted by `salt`. */
const digits = (salt: number) =>
  `(6000000000 + (g::bigint * 2654435761 + ${salt}) % 4000000000)::text`;
/** Ids as the app makes them: creation second (8 hex) + a per-call prefix + the row number. */
const idOf = (at: string, prefix: string) =>
  `lpad(to_hex(floor(extract(epoch from ${at}))::bigint), 8, '0') || '${prefix}' || lpad(to_hex(g), 10, '0')`;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Runs `load` with `tables`' non-unique secondary indexes dropped, then rebuilds them. */
async function withIndexesRebuilt(db: Db, tables: string[], load: (tx: Tx) => Promise<void>) {
  await db.transaction(async (tx) => {
    const names = list(tables);
    const indexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(
        sql.raw(`select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename = any(${names})
            and indexdef not like 'CREATE UNIQUE%'`),
      ),
    );
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
    await load(tx);
    await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
  await db.execute(sql.raw(`vacuum (analyze) ${tables.join(', ')}`));
}

/** `statement(from, to)` for each chunk of 1 … n. */
async function inChunks(tx: Tx, n: number, statement: (from: number, to: number) => string) {
  for (let from = 1; from <= n; from += CHUNK) {
    await tx.execute(sql.raw(statement(from, Math.min(n, from + CHUNK - 1))));
  }
}

/**
 * n users: varied Indian names, e-mails (10 % none), +91 phones, 85 % active, one in 2,000
 * staff, 60 % with a UTM source. A phone or e-mail that is already taken skips its row.
 */
export async function seedScaleUsers(db: Db, n: number): Promise<void> {
  const prefix = randomBytes(3).toString('hex');
  const staff = ['admin', 'instructor', 'support', 'sales_and_marketing', 'mentor'];
  await withIndexesRebuilt(db, ['users'], (tx) =>
    inChunks(
      tx,
      n,
      (from, to) => `
      insert into users (id, first_name, last_name, email, phone_code, phone_number, role,
        is_active, phone_verified_at, utm, created_at, updated_at)
      select ${idOf('at', prefix)}, first, last,
        case when r_mail < 0.1 then null else lower(first) || '.' || lower(last) || g || '@' || ${pick(DOMAINS, 'r_domain')} end,
        '+91', ${digits(7)},
        case when g % 2000 = 0 then ${pick(staff, 'r_role')} else 'student' end,
        r_active < 0.85, case when r_active < 0.85 then at end, ${utm('r_utm')}, at, at
      from (
        select g, ${pick(FIRST, 'random()')} as first, ${pick(LAST, 'random()')} as last,
          now() - ${ageDays(n)} * interval '1 day' as at, random() r_mail, random() r_domain,
          random() r_role, random() r_active, random() r_utm
        from generate_series(${from}, ${to}) g
      ) d
      on conflict do nothing`,
    ),
  );
}

export type DashboardScale = { registrations: number };

/**
 * `registrations` leads split 40 % Kodr (seedKodrRegistrations), 20 % Kodex, 25 % webinars,
 * 15 % callbacks (recent ones open, older ones mostly closed); then, from the users already
 * there, one in 32 pays (75 % paid, each paid payment enrolled) and one in 16 takes a quiz.
 * Seed the users first (seedScaleUsers) so payers and quiz takers exist.
 */
export async function seedDashboardScale(db: Db, scale: DashboardScale): Promise<void> {
  const r = scale.registrations;
  const p = await insertParents(db);
  await seedKodrRegistrations(db, Math.round(r * 0.4));
  const prefix = randomBytes(3).toString('hex');
  // Parent k = 0 is the newest: a row aged `age` days belongs to the parent of its period.
  const byAge = (ids: string[], age = 'age') =>
    `(${list(ids)})[1 + least(${ids.length - 1}, floor(${age} / ${HISTORY_DAYS / ids.length})::int)]`;
  const leads = (n: number, table: string, columns: string, values: string) =>
    withIndexesRebuilt(db, [table], (tx) =>
      inChunks(
        tx,
        n,
        (from, to) => `
        insert into ${table} (id, ${columns}, utm, created_at, updated_at)
        select ${idOf('at', prefix)}, ${values}, ${utm('r_utm')}, at, at
        from (
          select g, age, now() - age * interval '1 day' as at, random() r_utm, random() r_x,
            ${pick(FIRST, 'random()')} || ' ' || ${pick(LAST, 'random()')} as name
          from (select g, ${ageDays(n)} as age from generate_series(${from}, ${to}) g) a
        ) d`,
      ),
    );
  await leads(
    Math.round(r * 0.2),
    'kodex_registrations',
    'contest_id, name, email, phone, organisation, year, experience',
    `${byAge(p.contestIds)}, name, 'kodex' || g || '@example.com', ${digits(11)},
      'Engineering College', '2nd year', 'beginner'`,
  );
  await leads(
    Math.round(r * 0.25),
    'webinar_users',
    'webinar_id, name, email, phone, attended',
    `${byAge(p.webinarIds)}, name, 'webinar' || g || '@example.com', ${digits(13)}, r_x < 0.4`,
  );
  await leads(
    Math.round(r * 0.15),
    'callback_requests',
    'name, contact_code, contact_number, enquiry_for, follow_up_status',
    `left(name, 30), '+91', ${digits(17)}, case when r_x < 0.7 then 'online' else 'offline' end,
      case when age < 14 then (case when r_x < 0.6 then 'new' else 'contacted' end)
        when r_x < 0.7 then 'closed' when r_x < 0.92 then 'converted' else 'contacted' end`,
  );

  await withIndexesRebuilt(db, ['payments', 'enrolments', 'whizz_attempts'], async (tx) => {
    // Payers: a spread-out 1 in 32 of the students, each paying once, within 30 days of joining.
    await tx.execute(
      sql.raw(`
      insert into payments (id, user_id, batch_id, course_id, method, gateway, status, base_paise,
        batch_discount_paise, coupon_discount_paise, taxable_paise, gst_paise, total_paise,
        paid_at, created_at, updated_at)
      select ${idOf('at', prefix)}, id, ${byAge(p.batchIds)}, '${p.courseId}', 'online', 'test',
        case when r_status < 0.75 then 'paid' when r_status < 0.9 then 'created' else 'failed' end,
        price, 0, 0, price, 0, price,
        case when r_status < 0.75 then at + interval '3 minutes' end, at, at
      from (
        select id, row_number() over (order by id) as g, random() r_status,
          (array[2999900, 3499900, 4999900, 999900])[1 + floor(random() * 4)::int] as price,
          least(now() - interval '1 hour', created_at + random() * interval '30 days') as at,
          extract(epoch from now() - created_at) / 86400 as age
        from users where role = 'student' and (hashtext(id) & 31) = 0
      ) d`),
    );
    await tx.execute(
      sql.raw(`
      insert into enrolments (id, user_id, batch_id, course_id, status, source, payment_id,
        created_at, updated_at)
      select 'e' || substr(id, 2), user_id, batch_id, course_id, 'active', 'online', id,
        paid_at, paid_at
      from payments where status = 'paid' and id like '%${prefix}%'`),
    );
    await tx.execute(
      sql.raw(`
      insert into whizz_attempts (id, whizz_id, user_id, status, started_at, deadline,
        submitted_at, score, created_at, updated_at)
      select ${idOf('at', prefix)}, ${byAge(p.whizzIds)}, id, 'submitted', at,
        at + interval '1 hour', at + interval '40 minutes', floor(random() * 100), at, at
      from (
        select id, row_number() over (order by id) as g,
          created_at + random() * (now() - created_at) as at,
          extract(epoch from now() - created_at) / 86400 as age
        from users where role = 'student' and (hashtext(id) & 15) = 1
      ) d`),
    );
  });
}

/** A course with eight batches, and twelve each of quizzes, Kodex contests and webinars. */
async function insertParents(db: Db) {
  const day = 86_400_000;
  const now = Date.now();
  const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const [course] = await db
    .insert(courses)
    .values({
      title: 'Full Stack Development (scale seed)',
      price: 2999900,
      durationWeeks: 24,
      state: 'published',
      meta: EMPTY_COURSE_META,
    })
    .returning({ id: courses.id });
  const courseId = course!.id;
  const period = (k: number, of: number) => now - (k * HISTORY_DAYS * day) / of;
  const batchRows = await db
    .insert(batches)
    .values(
      Array.from({ length: 8 }, (_, k) => ({
        courseId,
        name: `Scale batch ${8 - k}`,
        startDate: dateOf(period(k, 8)),
        endDate: dateOf(period(k, 8) + 168 * day),
        enrollmentEndDate: dateOf(period(k, 8)),
        price: 2999900,
        seats: 100_000,
      })),
    )
    .returning({ id: batches.id });
  const quizzes = await db
    .insert(whizzes)
    .values(
      Array.from({ length: 24 }, (_, k) => ({
        title: `Scale quiz ${24 - k}`,
        description: 'Scale seed',
        durationUnit: 'hours' as const,
        durationValue: 1,
        startDate: new Date(period(k % 12, 12)),
        endsAt: new Date(period(k % 12, 12) + 3_600_000),
        totalScore: 100,
        questions: [],
      })),
    )
    .returning({ id: whizzes.id });
  const contests = await db
    .insert(kodexContests)
    .values(
      quizzes.slice(12).map((w, k) => ({
        whizzId: w.id,
        title: `Kodex scale ${12 - k}`,
        registrationOpensAt: new Date(period(k + 1, 12)),
        registrationClosesAt: new Date(period(k, 12)),
      })),
    )
    .returning({ id: kodexContests.id });
  const webinarRows = await db
    .insert(webinars)
    .values(
      Array.from({ length: 12 }, (_, k) => ({
        webinarCode: `scale-${randomBytes(4).toString('hex')}`,
        title: `Scale webinar ${12 - k}`,
        startTime: new Date(period(k, 12) + 7 * day),
        durationMinutes: 90,
        joinLink: 'https://meet.google.com/abc-defg-hij',
      })),
    )
    .returning({ id: webinars.id });
  return {
    courseId,
    batchIds: batchRows.map((b) => b.id),
    whizzIds: quizzes.slice(0, 12).map((w) => w.id),
    contestIds: contests.map((c) => c.id),
    webinarIds: webinarRows.map((w) => w.id),
  };
}
