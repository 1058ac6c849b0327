import { randomBytes } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import {
  DEFAULT_KODR_COHORT,
  EDUCATION_OPTIONS,
  formatDateLong,
  istToday,
  normalizeContact,
  type CallStatus,
  type PaymentStatus,
  type RegistrationStatus,
  type Utm,
} from '@app/shared';

import { newId } from '../../core/ids.ts';
import type { Db, Tx } from '../../db/client.ts';
import { kodrCohorts, kodrRegistrations } from '../../db/schema/index.ts';
import { ensureKodrCohort } from '../../features/kodr/kodr-cohort.repo.ts';

// Names as they appear on Indian registration forms; repeats make common surnames common.
const FIRST_NAMES = (
  'Aarav,Vivaan,Aditya,Vihaan,Arjun,Sai Kiran,Reyansh,Ayaan,Krishna,Ishaan,Shaurya,Atharv,' +
  'Kabir,Rohan,Rahul,Amit,Vikram,Karthik,Pranav,Nikhil,Siddharth,Harsh,Yash,Manish,Rajesh,' +
  'Suresh,Ganesh,Mohammed Arif,Imran,Farhan,Zaid,Gurpreet,Harpreet,Jaspreet,Anirudh,' +
  'Venkata Ramana,Srinivas,Naveen,Tarun,Abhishek,Saurabh,Deepak,Akash,Ananya,Diya,Saanvi,' +
  'Aadhya,Pari,Anika,Navya,Myra,Sara,Ira,Priya,Priyanka,Sneha,Pooja,Neha,Kavya,Meera,' +
  'Ishita,Riya,Shreya,Aishwarya,Lakshmi,Divya,Swati,Nandini,Tanvi,Aditi,Sakshi,Anjali,' +
  'Fatima,Zoya,Ayesha,Simran,Harleen,Keerthana,Bhavana,Sowmya,Deepika,Rashmi,Pallavi,' +
  'Shalini,Madhuri,Varsha,Gayathri,Nisha,Asha,Harini'
).split(',');
const LAST_NAMES = (
  'Sharma,Sharma,Sharma,Verma,Gupta,Gupta,Singh,Singh,Singh,Kumar,Kumar,Kumar,Patel,Patel,' +
  'Shah,Mehta,Joshi,Desai,Iyer,Iyengar,Reddy,Reddy,Rao,Rao,Nair,Menon,Pillai,Naidu,' +
  'Chowdary,Krishnan,Subramanian,Venkatesh,Banerjee,Chatterjee,Mukherjee,Das,Bose,Ghosh,' +
  'Sen,Dutta,Khan,Khan,Ahmed,Ansari,Qureshi,Sheikh,Siddiqui,Gill,Sandhu,Dhillon,Kaur,' +
  'Malhotra,Kapoor,Khanna,Chopra,Agarwal,Agarwal,Jain,Bansal,Mishra,Pandey,Tiwari,Dubey,' +
  'Yadav,Yadav,Thakur,Chauhan,Rathore,Patil,Kulkarni,Deshpande,Jadhav,Pawar,Shinde,Hegde,' +
  'Shetty,Kamath,Bhat,Goswami,Saxena,Srivastava,Tripathi,Kashyap,Fernandes'
).split(',');
const EMAIL_DOMAINS = [
  ...Array<string>(12).fill('gmail.com'),
  'yahoo.co.in',
  'yahoo.com',
  'outlook.com',
  'outlook.com',
  'hotmail.com',
  'rediffmail.com',
  'icloud.com',
  'proton.me',
];
const EDUCATION_WEIGHTED = [
  ...Array<string>(6).fill(EDUCATION_OPTIONS[0]),
  ...Array<string>(3).fill(EDUCATION_OPTIONS[1]),
  ...Array<string>(2).fill(EDUCATION_OPTIONS[2]),
  ...Array<string>(2).fill(EDUCATION_OPTIONS[3]),
  EDUCATION_OPTIONS[4],
  EDUCATION_OPTIONS[5],
  EDUCATION_OPTIONS[6],
];
const UTM_CHANNELS: [source: string, medium: string][] = [
  ['google', 'cpc'],
  ['google', 'cpc'],
  ['instagram', 'social'],
  ['instagram', 'social'],
  ['facebook', 'social'],
  ['youtube', 'video'],
  ['linkedin', 'social'],
  ['whatsapp', 'referral'],
  ['newsletter', 'email'],
];
const UTM_CAMPAIGNS = ['kodr-launch', 'kodr-early-bird', 'kodr-last-seats', 'kodr-webinar'];

const sqlArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
/** `array[1 + floor(r * n)]`: a uniform pick driven by the random column r. */
const pick = (values: readonly string[], r: string) =>
  `(${sqlArray(values)})[1 + floor(${r} * ${values.length})::int]`;

const ARCHIVE_COHORTS = 8;
const HISTORY_DAYS = 730;
const CHUNK = 100_000;
/** Rows until a time t (0 oldest … 1 now) grow as t^GROWTH: sign-ups pick up over time. */
const GROWTH = 1.5;
const REBUILD_INDEXES_FROM = 200_000;

/**
 * Bulk registrations for benchmarks and scale tests: n rows generated inside the database,
 * 100k per statement, oldest first (so the table's physical order follows created_at, as it
 * does when rows arrive one by one), spread over the last two years with more of them recent,
 * and over eight past cohorts (Kodr 1.0 … 2.3, full, not current) so the current cohort's
 * seats stay as they are. Each archive cohort's registeredCount (and capacity) equals the rows
 * it got. Names, e-mail patterns, contact formats, statuses and UTM sources vary like real
 * sign-ups. From 200k rows on (or with rebuildIndexes) the table's indexes are rebuilt around
 * the load, so use it on a benchmark or fresh database, not under live traffic.
 */
export async function seedKodrRegistrations(
  db: Db,
  n: number,
  opts: { rebuildIndexes?: boolean } = {},
): Promise<void> {
  if (n <= 0) return;
  const now = Date.now();
  const span = HISTORY_DAYS / ARCHIVE_COHORTS;
  // k = 0 is the most recent archive cohort (Kodr 2.3), k = 7 the oldest (Kodr 1.0).
  const cohorts = Array.from({ length: ARCHIVE_COHORTS }, (_, k) => {
    const version = ARCHIVE_COHORTS - 1 - k;
    const start = new Date(now - (k + 1) * span * 86_400_000);
    return {
      ...DEFAULT_KODR_COHORT,
      id: newId(start),
      title: `Kodr ${1 + Math.floor(version / 4)}.${version % 4} — 100-Day In-House Coding Bootcamp`,
      startDate: istToday(start),
      startDateText: `Started on: ${formatDateLong(start)}`,
      capacity: 0,
      isCurrent: false,
      createdAt: start,
      updatedAt: start,
    };
  });
  await db.insert(kodrCohorts).values(cohorts);
  const cohortIds = sqlArray(cohorts.map((c) => c.id));
  // Ids: creation second (8 hex) + a per-call prefix (6 hex) + the row number (10 hex).
  const prefix = randomBytes(3).toString('hex');

  const rebuild = opts.rebuildIndexes ?? n >= REBUILD_INDEXES_FROM;
  await db.transaction(async (tx) => {
    // Filling a million rows into eleven indexes row by row takes minutes; building the
    // indexes once afterwards takes seconds. Their definitions are read back from the catalog,
    // so they stay exactly what the migrations made. One transaction: a failure keeps them all.
    const indexes = rebuild ? await secondaryIndexes(tx) : [];
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
    for (let from = 1; from <= n; from += CHUNK) {
      const to = Math.min(n, from + CHUNK - 1);
      await tx.execute(
        sql.raw(`
        insert into kodr_registrations (id, cohort_id, name, email, contact, contact_digits, dob,
          education, experience, call_status, status, payment_status, utm, created_at, updated_at)
        select lpad(to_hex(floor(extract(epoch from created_at))::bigint), 8, '0') || '${prefix}'
            || lpad(to_hex(g), 10, '0'),
          (${cohortIds})[1 + least(${ARCHIVE_COHORTS - 1}, floor(age_days / ${span})::int)],
          first || ' ' || last,
          case floor(r_email * 5)::int
            when 0 then lower(replace(first, ' ', '')) || '.' || lower(last) || g
            when 1 then lower(replace(first, ' ', '')) || lower(last) || g
            when 2 then lower(replace(first, ' ', '')) || '_' || g
            when 3 then lower(last) || '.' || lower(replace(first, ' ', '')) || g
            else lower(replace(first, ' ', '')) || lower(left(last, 1)) || g
          end || '@' || ${pick(EMAIL_DOMAINS, 'r_domain')},
          case
            when r_format < 0.55 then digits
            when r_format < 0.80 then '+91 ' || left(digits, 5) || ' ' || right(digits, 5)
            when r_format < 0.92 then '+91' || digits
            else '0' || digits
          end,
          digits,
          date '1993-01-01' + floor(r_dob * 5400)::int,
          ${pick(EDUCATION_WEIGHTED, 'r_education')},
          case when r_exp < 0.6 then 'beginner' when r_exp < 0.9 then 'intermediate' else 'advanced' end,
          case when r_call < 0.38 then 'picked' else 'notpicked' end,
          case when r_status < 0.62 then 'pending' when r_status < 0.88 then 'onhold' else 'inactive' end,
          case when r_pay < 0.12 then 'paid' else 'pending' end,
          case when r_utm < 0.35 then null else jsonb_build_object(
            'source', (${sqlArray(UTM_CHANNELS.map((c) => c[0]))})[1 + floor(r_channel * ${UTM_CHANNELS.length})::int],
            'medium', (${sqlArray(UTM_CHANNELS.map((c) => c[1]))})[1 + floor(r_channel * ${UTM_CHANNELS.length})::int],
            'campaign', ${pick(UTM_CAMPAIGNS, 'r_campaign')}) end,
          created_at,
          created_at + (r_updated * interval '3 days')
        from (
          select g, first, last, age_days, r_email, r_domain, r_format, r_dob, r_education, r_exp,
            r_call, r_status, r_pay, r_utm, r_channel, r_campaign, r_updated,
            -- 6000000000 + g * an odd constant not divisible by 5, mod 4e9: distinct per row.
            (6000000000 + (g::bigint * 2654435761) % 4000000000)::text as digits,
            to_timestamp(${now / 1000}) - age_days * interval '1 day' as created_at
          from (
            select g, ${pick(FIRST_NAMES, 'random()')} as first, ${pick(LAST_NAMES, 'random()')} as last,
              ${HISTORY_DAYS} * (1 - power(g::float8 / ${n}, ${1 / GROWTH})) + random() / 1440 as age_days,
              random() r_email, random() r_domain, random() r_format, random() r_dob,
              random() r_education, random() r_exp, random() r_call, random() r_status,
              random() r_pay, random() r_utm, random() r_channel, random() r_campaign,
              random() r_updated
            from generate_series(${from}, ${to}) g
          ) draws
        ) rows`),
      );
    }
    if (rebuild) await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    await tx.execute(sql`
      update kodr_cohorts c set registered_count = s.n, capacity = greatest(c.capacity, s.n)
      from (select cohort_id, sum(n)::int as n from kodr_registration_stats group by cohort_id) s
      where c.id = s.cohort_id and c.id = any(${sql.raw(cohortIds)})`);
  });
  // Fresh planner statistics and visibility map (index-only scans), as autovacuum would leave them.
  if (rebuild) {
    await db.execute(sql.raw('vacuum (analyze) kodr_registrations, kodr_registration_stats'));
  }
}

/** kodr_registrations' indexes other than its primary key, with the SQL that creates each. */
async function secondaryIndexes(db: Tx): Promise<{ name: string; definition: string }[]> {
  const result = await db.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = 'kodr_registrations'
      and indexname <> 'kodr_registrations_pkey'`);
  return (result as unknown as { rows: { name: string; definition: string }[] }).rows;
}

type DemoRow = {
  name: string;
  contact: string;
  education: string;
  experience: 'beginner' | 'intermediate' | 'advanced';
  callStatus: CallStatus;
  status: RegistrationStatus;
  paymentStatus: PaymentStatus;
  utm: Utm | null;
};

/** A tiny deterministic generator so the demo data is the same on every fresh start. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function demoRows(count: number): DemoRow[] {
  const random = lcg(20251103);
  const choose = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const used = new Set<string>();
  const rows: DemoRow[] = [];
  while (rows.length < count) {
    const name = `${choose(FIRST_NAMES)} ${choose([...new Set(LAST_NAMES)])}`;
    if (used.has(name)) continue;
    used.add(name);
    const digits = `${choose(['6', '7', '8', '9'])}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;
    const format = random();
    const contact =
      format < 0.6
        ? digits
        : format < 0.85
          ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`
          : `+91${digits}`;
    const channel = random() < 0.3 ? null : choose(UTM_CHANNELS);
    rows.push({
      name,
      contact,
      education: choose(EDUCATION_WEIGHTED),
      experience: choose(['beginner', 'beginner', 'beginner', 'intermediate', 'advanced']),
      callStatus: random() < 0.45 ? 'picked' : 'notpicked',
      status: choose(['pending', 'pending', 'pending', 'onhold', 'inactive']),
      paymentStatus: random() < 0.25 ? 'paid' : 'pending',
      utm: channel
        ? { source: channel[0], medium: channel[1], campaign: choose(UTM_CAMPAIGNS) }
        : null,
    });
  }
  return rows;
}

export const DEMO_KODR_REGISTRATIONS = 35;

/**
 * About 35 registrations for the current cohort, spread over the last three weeks, with
 * every status represented. Idempotent (same rows on every run; existing ones are kept), and
 * the cohort's registeredCount is set to what the table holds, so seats left stay exact.
 */
export async function seedDemoKodrRegistrations(db: Db): Promise<void> {
  await ensureKodrCohort(db);
  const [cohort] = await db
    .select({ id: kodrCohorts.id })
    .from(kodrCohorts)
    .where(eq(kodrCohorts.isCurrent, true));
  if (!cohort) return;
  const now = Date.now();
  const rows = demoRows(DEMO_KODR_REGISTRATIONS).map((row, i) => {
    // Newest first in the list: row 0 a few minutes ago, the last one about three weeks ago.
    const createdAt = new Date(now - (i * 14.3 + 0.2) * 3_600_000);
    const [first, ...rest] = row.name.toLowerCase().split(' ');
    const local = i % 3 === 0 ? `${first}.${rest.at(-1)}` : `${first}${rest.at(-1)}${i + 17}`;
    const dob = new Date(Date.UTC(1996 + (i % 10), (i * 5) % 12, 1 + ((i * 7) % 28)));
    return {
      id: newId(createdAt),
      cohortId: cohort.id,
      ...row,
      email: `${local}@${i % 4 === 3 ? 'outlook.com' : 'gmail.com'}`,
      contactDigits: normalizeContact(row.contact),
      dob: dob.toISOString().slice(0, 10),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await db.transaction(async (tx) => {
    await tx.insert(kodrRegistrations).values(rows).onConflictDoNothing();
    await tx.execute(sql`
      update kodr_cohorts set registered_count =
        (select count(*) from kodr_registrations where cohort_id = ${cohort.id})
      where id = ${cohort.id}`);
  });
}
