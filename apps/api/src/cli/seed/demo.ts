import { eq, sql } from 'drizzle-orm';

import type { StaffRole } from '@app/shared';

import type { FileStore } from '../../core/file-store.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { seedDemoAssignments } from './assignments.ts';
import { seedDemoCommerce } from './commerce.ts';
import { seedDemoCourses } from './courses.ts';
import { seedDemoHome } from './home.ts';
import { seedDemoKodex } from './kodex.ts';
import { seedDemoKodrRegistrations } from './kodr.ts';
import { seedDemoLeads } from './leads.ts';
import { seedDemoLessonContent } from './lessons.ts';
import { seedDemoLiveClasses } from './live-classes.ts';
import { seedDemoQuestions } from './questions.ts';
import { seedDemoWebinars } from './webinars.ts';
import { seedDemoWhizz } from './whizz.ts';

/** One staff account per role: phones 9000000001 … 9000000007 (rank order). */
export const DEMO_STAFF: { phone: string; role: StaffRole; firstName: string; lastName: string }[] =
  [
    { phone: '9000000001', role: 'super_admin', firstName: 'Asha', lastName: 'Rao' },
    { phone: '9000000002', role: 'admin', firstName: 'Vikram', lastName: 'Mehta' },
    { phone: '9000000003', role: 'instructor', firstName: 'Priya', lastName: 'Iyer' },
    { phone: '9000000004', role: 'sales_and_marketing', firstName: 'Rohan', lastName: 'Kapoor' },
    { phone: '9000000005', role: 'support', firstName: 'Neha', lastName: 'Sharma' },
    { phone: '9000000006', role: 'batch_manager', firstName: 'Arjun', lastName: 'Nair' },
    { phone: '9000000007', role: 'mentor', firstName: 'Kavya', lastName: 'Reddy' },
  ];

export const DEMO_STUDENTS = [
  { phone: '9876500001', firstName: 'Aditya', lastName: 'Verma', isActive: true },
  { phone: '9876500002', firstName: 'Sneha', lastName: 'Patil', isActive: true },
  { phone: '9876500003', firstName: 'Karthik', lastName: 'Subramanian', isActive: true },
  { phone: '9876500004', firstName: 'Ishita', lastName: 'Banerjee', isActive: true },
  // Signed up with Google and has not verified a phone yet: sees the verification overlay.
  { phone: null, firstName: 'Farhan', lastName: 'Qureshi', isActive: false },
  { phone: null, firstName: 'Zoya', lastName: 'Sheikh', isActive: false },
];

const emailOf = (first: string, last: string) => `${first}.${last}@example.com`.toLowerCase();

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
  return (row?.n ?? 0) === 0;
}

/** `files`: where the demo payment screenshot goes (./data/uploads); without it none is written. */
export async function seedDemo(db: Db, opts: { files?: FileStore } = {}): Promise<void> {
  const now = new Date();
  await db
    .insert(users)
    .values([
      ...DEMO_STAFF.map((s) => ({
        firstName: s.firstName,
        lastName: s.lastName,
        email: emailOf(s.firstName, s.lastName),
        phoneCode: '+91',
        phoneNumber: s.phone,
        role: s.role,
        isActive: true,
        phoneVerifiedAt: now,
      })),
      ...DEMO_STUDENTS.map((s) => ({
        firstName: s.firstName,
        lastName: s.lastName,
        email: emailOf(s.firstName, s.lastName),
        phoneCode: s.phone ? '+91' : null,
        phoneNumber: s.phone,
        isActive: s.isActive,
        phoneVerifiedAt: s.phone ? now : null,
      })),
    ])
    .onConflictDoNothing();
  // Leads need the staff above (callbacks are assigned to them by phone).
  await seedDemoKodrRegistrations(db);
  await seedDemoLeads(db);
  await seedDemoCourses(db);
  await seedDemoHome(db);
  await seedDemoCommerce(db, opts);
  // Assessments: the question banks, then quizzes for the demo batch, then Kodex contests.
  const [instructor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'instructor'))
    .limit(1);
  const createdBy = instructor?.id ?? null;
  await seedDemoQuestions(db, { createdBy });
  // Lesson kinds and content: practice lessons name the coding problems seeded just above.
  await seedDemoLessonContent(db);
  // Two assignments per batch; the demo student's portfolio graded, their note to review.
  await seedDemoAssignments(db, { now });
  await seedDemoWhizz(db, { createdBy, now });
  await seedDemoKodex(db, { createdBy, now });
  await seedDemoWebinars(db, { createdBy, now });
  // Each demo batch's live classes (past ones with recordings), after the enrolments above.
  await seedDemoLiveClasses(db, { createdBy, now });
  // Demo accounts joined weeks before the demo activity above (45–104 days ago, phone verified
  // that day), so a profile never shows a quiz or a payment older than the account.
  await db.update(users).set({
    createdAt: sql`${now}::timestamptz - make_interval(days => 45 + abs(hashtext(${users.id})) % 60)`,
    phoneVerifiedAt: sql`case when ${users.phoneVerifiedAt} is null then null
        else ${now}::timestamptz - make_interval(days => 45 + abs(hashtext(${users.id})) % 60) end`,
  });
}

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Diya',
  'Ananya',
  'Ishaan',
  'Meera',
  'Kabir',
  'Saanvi',
  'Reyansh',
];
const LAST = ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Singh', 'Khan', 'Das', 'Joshi'];

/**
 * Bulk students for benchmarks, generated inside the database (one statement per 50k rows)
 * so a million rows take seconds, not minutes. Phones 7000000000+ never clash with demo data.
 */
export async function seedScale(db: Db, count: number): Promise<void> {
  const chunk = 50_000;
  const firsts = `ARRAY[${FIRST.map((f) => `'${f}'`).join(',')}]`;
  const lasts = `ARRAY[${LAST.map((l) => `'${l}'`).join(',')}]`;
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk) - 1;
    await db.execute(
      sql.raw(`insert into users (id, first_name, last_name, email, phone_code, phone_number, role, is_active, created_at, updated_at)
        select lpad(to_hex(extract(epoch from now())::int), 8, '0') || lpad(to_hex(g), 16, '0'),
          (${firsts})[1 + g % 10], (${lasts})[1 + (g / 10) % 10],
          'student' || g || '@example.com', '+91', (7000000000 + g)::text, 'student', g % 7 <> 0,
          now() - (g % 365) * interval '1 day', now()
        from generate_series(${start}, ${end}) g on conflict do nothing`),
    );
  }
}

export async function seedIfEmpty(db: Db, opts: { files?: FileStore } = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedDemo(db, opts);
  return true;
}
