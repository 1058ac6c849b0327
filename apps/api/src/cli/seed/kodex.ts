import { asc, eq, sql } from 'drizzle-orm';

import type { KodexYear } from '@app/shared';

import type { Db } from '../../db/client.ts';
import {
  codeSubmissions,
  codingProblems,
  kodexContests,
  kodexRegistrations,
  users,
  whizzAttempts,
  whizzes,
} from '../../db/schema/index.ts';
import { accountsByPhone } from './accounts.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const IST_MS = 330 * 60_000;

/** `days` after `now`, at hh:mm India time. */
function istAt(now: Date, days: number, hh: number, mm = 0): Date {
  const ist = new Date(now.getTime() + IST_MS + days * DAY);
  const day = ist.toISOString().slice(0, 10);
  return new Date(`${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+05:30`);
}

const RULES = [
  'Solve the problems on your own: no collaboration, no sharing of code during the contest.',
  'Use JavaScript, Python, C++ or Java. Every submission is judged against hidden tests.',
  'Your score is the best submission per problem; ties are broken by the time of your last improvement.',
  'Switching tabs is recorded. Plagiarised solutions are disqualified.',
  'Register with the phone number you sign in with: entry is checked against it.',
];
const PRIZES = [
  { place: '1st place', reward: '₹15,000 + Kodr bootcamp scholarship' },
  { place: '2nd place', reward: '₹10,000' },
  { place: '3rd place', reward: '₹5,000' },
  { place: 'Top 10', reward: 'KodeSchool swag kit and certificate' },
];

type Person = {
  name: string;
  email: string;
  phone: string;
  organisation: string;
  year: KodexYear;
  experience: 'beginner' | 'intermediate' | 'advanced';
};

/** Registrations for the upcoming contest: two demo students (they can enter it) and others. */
const UPCOMING_PEOPLE: Person[] = [
  {
    name: 'Aditya Verma',
    email: 'aditya.verma@example.com',
    phone: '9876500001',
    organisation: 'VIT Vellore',
    year: '3rd year',
    experience: 'intermediate',
  },
  {
    name: 'Sneha Patil',
    email: 'sneha.patil@example.com',
    phone: '9876500002',
    organisation: 'COEP Pune',
    year: '4th year',
    experience: 'advanced',
  },
  {
    name: 'Mohammed Arif',
    email: 'arif.m@gmail.com',
    phone: '9845012345',
    organisation: 'RV College of Engineering',
    year: '2nd year',
    experience: 'beginner',
  },
  {
    name: 'Lakshmi Narayanan',
    email: 'lakshmi.n@outlook.com',
    phone: '9940123456',
    organisation: 'Anna University',
    year: 'Graduate',
    experience: 'intermediate',
  },
  {
    name: 'Gurpreet Kaur',
    email: 'gurpreet.kaur@yahoo.co.in',
    phone: '9815098765',
    organisation: 'Infosys',
    year: 'Working professional',
    experience: 'advanced',
  },
  {
    name: 'Rohit Yadav',
    email: 'rohit.yadav@gmail.com',
    phone: '9450011223',
    organisation: 'IIIT Allahabad',
    year: '1st year',
    experience: 'beginner',
  },
];

/** Who took part in the finished contest (demo student accounts are created if missing). */
const PAST_PEOPLE: (Person & { firstName: string; lastName: string })[] = [
  ['Karthik', 'Subramanian', '9876500003', 'PSG Tech', '4th year', 'advanced'],
  ['Ishita', 'Banerjee', '9876500004', 'Jadavpur University', '3rd year', 'advanced'],
  ['Ananya', 'Iyer', '9876510001', 'IIT Madras', '3rd year', 'advanced'],
  ['Vivaan', 'Malhotra', '9876510002', 'DTU Delhi', '2nd year', 'intermediate'],
  ['Fatima', 'Siddiqui', '9876510003', 'Jamia Millia Islamia', '4th year', 'intermediate'],
  ['Harsh', 'Agarwal', '9876510004', 'TCS', 'Working professional', 'intermediate'],
  ['Pooja', 'Hegde', '9876510005', 'NITK Surathkal', '2nd year', 'beginner'],
  ['Naveen', 'Reddy', '9876510006', 'JNTU Hyderabad', 'Graduate', 'beginner'],
].map(([firstName, lastName, phone, organisation, year, experience]) => ({
  firstName: firstName!,
  lastName: lastName!,
  name: `${firstName} ${lastName}`,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  phone: phone!,
  organisation: organisation!,
  year: year as KodexYear,
  experience: experience as Person['experience'],
}));

/**
 * Per past participant and problem: [points fraction, minutes after the start] of each judged
 * submission, in order. Scores differ and two share a score, so time breaks the tie.
 */
const PAST_SUBMISSIONS: [number, number][][][] = [
  [
    [[1, 14]],
    [
      [0.5, 40],
      [1, 62],
    ],
    [[1, 95]],
  ],
  [
    [[1, 11]],
    [[1, 48]],
    [
      [0.4, 88],
      [1, 101],
    ],
  ],
  [[[1, 9]], [[1, 35]], [[0.6, 80]]],
  [
    [
      [0.5, 20],
      [1, 31],
    ],
    [[1, 70]],
    [],
  ],
  [
    [[1, 25]],
    [
      [0.5, 55],
      [0.5, 77],
    ],
    [],
  ],
  [[[1, 18]], [[1, 66]], []],
  [[[0.5, 42]], [], []],
  [[[0, 30]], [], []],
];

const SOLUTION = `const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');
console.log(solve(lines));`;

/**
 * Demo Kodex data, once (only while kodex_contests is empty) and only when coding problems
 * exist: an external whizz of 2–3 coding problems starting in about 3 days with its contest
 * (registration open now, rules, prizes in ₹) and a few registrations; and a finished contest
 * with judged submissions, so its ranking has rows.
 */
export async function seedDemoKodex(
  db: Db,
  opts: { createdBy: string | null; now?: Date },
): Promise<void> {
  const now = opts.now ?? new Date();
  const [existing] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(kodexContests);
  if ((existing?.n ?? 0) > 0) return;
  const problems = await db
    .select({ id: codingProblems.id, points: codingProblems.points })
    .from(codingProblems)
    .where(eq(codingProblems.isActive, true))
    .orderBy(asc(codingProblems.createdAt), asc(codingProblems.id))
    .limit(3);
  if (problems.length === 0) return;
  const createdBy = opts.createdBy;

  await db.transaction(async (tx) => {
    // ------------------------------------------------------------ the upcoming contest
    const start = istAt(now, 3, 19);
    const [upcoming] = await tx
      .insert(whizzes)
      .values({
        title: 'Kodex Monthly Challenge',
        description: 'Kodex Monthly Challenge: a two-hour coding contest open to everyone.',
        isPublic: true,
        durationUnit: 'hours',
        durationValue: 2,
        startDate: start,
        endsAt: new Date(start.getTime() + 2 * HOUR),
        totalScore: 100,
        questions: problems.map((p) => ({ questionId: p.id, type: 'codingProblem' as const })),
        createdBy,
        updatedBy: createdBy,
      })
      .returning();
    const [contest] = await tx
      .insert(kodexContests)
      .values({
        whizzId: upcoming!.id,
        title: 'Kodex Monthly Challenge',
        tagline: 'Two hours, real problems, a leaderboard that moves as you code.',
        description:
          'Kodex is KodeSchool’s open coding contest for students and working developers across ' +
          'India. Solve algorithmic problems in the language you like, watch the live ranking, ' +
          'and compete for cash prizes and a scholarship to the Kodr bootcamp.',
        rules: RULES,
        prizes: PRIZES,
        registrationOpensAt: new Date(now.getTime() - 2 * DAY),
        registrationClosesAt: new Date(start.getTime() - HOUR),
        isPublished: true,
        registeredCount: UPCOMING_PEOPLE.length,
        createdBy,
        updatedBy: createdBy,
      })
      .returning();
    const accounts = await accountsByPhone(
      tx,
      [...UPCOMING_PEOPLE, ...PAST_PEOPLE].map((p) => p.phone),
    );
    const userOf = (phone: string) => accounts.get(phone) ?? null;
    await tx.insert(kodexRegistrations).values(
      UPCOMING_PEOPLE.map((p, i) => ({
        contestId: contest!.id,
        ...p,
        userId: userOf(p.phone),
        utm:
          i % 3 === 0 ? { source: 'instagram', medium: 'social', campaign: 'kodex-monthly' } : null,
        createdAt: new Date(now.getTime() - (40 - i * 6) * HOUR),
      })),
    );

    // ------------------------------------------------------------ the finished contest
    const pastStart = istAt(now, -10, 19);
    const pastEnd = new Date(pastStart.getTime() + 2 * HOUR);
    const [past] = await tx
      .insert(whizzes)
      .values({
        title: 'Kodex Diwali Sprint',
        description: 'Kodex Diwali Sprint: the festive edition of our coding contest.',
        isPublic: true,
        durationUnit: 'hours',
        durationValue: 2,
        startDate: pastStart,
        endsAt: pastEnd,
        totalScore: 100,
        questions: problems.map((p) => ({ questionId: p.id, type: 'codingProblem' as const })),
        createdBy,
        updatedBy: createdBy,
      })
      .returning();
    const [pastContest] = await tx
      .insert(kodexContests)
      .values({
        whizzId: past!.id,
        title: 'Kodex Diwali Sprint',
        tagline: 'Light up the leaderboard.',
        description: 'The festive edition of Kodex: three problems, two hours.',
        rules: RULES,
        prizes: PRIZES.slice(0, 3),
        registrationOpensAt: new Date(pastStart.getTime() - 12 * DAY),
        registrationClosesAt: new Date(pastStart.getTime() - HOUR),
        isPublished: true,
        registeredCount: PAST_PEOPLE.length,
        createdBy,
        updatedBy: createdBy,
      })
      .returning();

    // Participants need accounts: the two demo students exist; the others are made here.
    const missing = PAST_PEOPLE.filter((p) => !userOf(p.phone));
    const made = missing.length
      ? await tx
          .insert(users)
          .values(
            missing.map((p) => ({
              firstName: p.firstName,
              lastName: p.lastName,
              email: p.email,
              phoneCode: '+91',
              phoneNumber: p.phone,
              isActive: true,
              phoneVerifiedAt: pastStart,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: users.id, phone: users.phoneNumber })
      : [];
    const participantId = (phone: string) =>
      userOf(phone) ?? made.find((u) => u.phone === phone)?.id ?? null;

    await tx.insert(kodexRegistrations).values(
      PAST_PEOPLE.map((p, i) => ({
        contestId: pastContest!.id,
        name: p.name,
        email: p.email,
        phone: p.phone,
        organisation: p.organisation,
        year: p.year,
        experience: p.experience,
        userId: participantId(p.phone),
        createdAt: new Date(pastStart.getTime() - (9 - i) * DAY),
      })),
    );

    const maxPoints = problems.reduce((s, p) => s + Number(p.points), 0);
    for (const [i, person] of PAST_PEOPLE.entries()) {
      const userId = participantId(person.phone);
      if (!userId) continue;
      const startedAt = new Date(pastStart.getTime() + (i % 3) * 60_000);
      const plan = PAST_SUBMISSIONS[i] ?? [];
      const rows: (typeof codeSubmissions.$inferInsert)[] = [];
      const best: Record<string, number> = {};
      let lastRaise: Date | null = null;
      const [attempt] = await tx
        .insert(whizzAttempts)
        .values({
          whizzId: past!.id,
          userId,
          status: 'submitted',
          startedAt,
          deadline: pastEnd,
          submittedAt: pastEnd,
          autoSubmitted: true,
        })
        .returning({ id: whizzAttempts.id });
      for (const [p, problem] of problems.entries()) {
        for (const [fraction, minutes] of plan[p] ?? []) {
          const points = Number(problem.points);
          const earned = Math.round(points * fraction * 100) / 100;
          const at = new Date(startedAt.getTime() + minutes * 60_000);
          if (earned > (best[problem.id] ?? 0)) {
            best[problem.id] = earned;
            if (!lastRaise || at > lastRaise) lastRaise = at;
          }
          const full = fraction >= 1;
          rows.push({
            userId,
            kind: 'submit',
            status: 'done',
            problemId: problem.id,
            attemptId: attempt!.id,
            whizzId: past!.id,
            language: i % 2 ? 'python' : 'javascript',
            code: SOLUTION,
            verdict: full ? 'Accepted' : 'Wrong Answer',
            tests: [],
            passed: Math.round(fraction * 5),
            total: 5,
            pointsEarned: earned,
            maxPoints: points,
            finishedAt: new Date(at.getTime() + 3_000),
            createdAt: at,
            updatedAt: at,
          });
        }
      }
      if (rows.length) await tx.insert(codeSubmissions).values(rows);
      const raw = Object.values(best).reduce((s, v) => s + v, 0);
      const solved = problems.filter((p) => (best[p.id] ?? 0) >= Number(p.points)).length;
      await tx
        .update(whizzAttempts)
        .set({
          rawPoints: raw,
          maxPoints,
          score: maxPoints > 0 ? Math.round((raw / maxPoints) * 100 * 100) / 100 : 0,
          problemsSolved: solved,
          timeTakenSeconds: lastRaise
            ? Math.floor((lastRaise.getTime() - startedAt.getTime()) / 1000)
            : 0,
          breakdown: best,
        })
        .where(eq(whizzAttempts.id, attempt!.id));
    }
  });
}
