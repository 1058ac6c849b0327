import { and, asc, eq, inArray } from 'drizzle-orm';

import { addDaysToDay } from '@app/shared';

import type { Db } from '../../db/client.ts';
import {
  assignments,
  assignmentSubmissions,
  batches,
  courses,
  enrolments,
  users,
} from '../../db/schema/index.ts';

type DemoAssignment = {
  title: string;
  instructions: string;
  /** days after the batch start, due at 23:59 IST */
  dueDay: number;
  maxScore: number;
  passScore: number;
  submissionKind: 'link' | 'text' | 'file';
};

const PORTFOLIO: DemoAssignment = {
  title: 'Build and deploy your portfolio page',
  dueDay: 14,
  maxScore: 100,
  passScore: 60,
  submissionKind: 'link',
  instructions: `Put what you have learnt so far on the web: a one-page portfolio that introduces you and links to your work.

## What to build

- A header with your name, a one-line introduction and a photo or avatar
- A **Projects** section with at least two cards (title, a short description, a link)
- A **Contact** section with your e-mail and your GitHub and LinkedIn profiles
- A layout that works on a phone (try it at 390 px wide) and on a laptop

## How to hand it in

1. Push the code to a public GitHub repository.
2. Deploy it for free on [GitHub Pages](https://pages.github.com/), Netlify or Vercel.
3. Submit the **https link of the deployed page** here; put the repository link in its footer.

## How it is marked (100)

| Part | Marks |
| --- | --- |
| Semantic HTML and accessibility (alt text, headings in order, labels) | 30 |
| Responsive CSS | 30 |
| Content and polish | 25 |
| A clean repository with a README | 15 |

You may resubmit until the due date; after a review the grade is final.`,
};

const WRITE_UP: DemoAssignment = {
  title: 'Explain your approach: a short design note',
  dueDay: 28,
  maxScore: 50,
  passScore: 30,
  submissionKind: 'text',
  instructions: `Pick one thing you built in the last two weeks and explain **how** and **why** you built it that way, in 300–600 words.

## Cover these points

1. **The problem** — what it had to do, in two or three sentences.
2. **Your approach** — the main steps or components, and the data they pass around.
3. **A trade-off** — one choice you made over another (and what you gave up).
4. **What you would change** with one more week.

Include one short code snippet that shows the heart of your solution:

\`\`\`js
// e.g. the function that does the real work
function groupBy(items, key) {
  return items.reduce((acc, item) => {
    (acc[item[key]] ??= []).push(item);
    return acc;
  }, {});
}
\`\`\`

Write it in the text box (Markdown works). Clear writing counts as much as the code: your mentor reads it the way a reviewer reads a pull request description.`,
};

const dueAt = (startDate: string, day: number) =>
  new Date(`${addDaysToDay(startDate, day)}T23:59:00+05:30`);

/**
 * Two assignments for every demo batch (a deployed-portfolio link and a written design note),
 * and the demo student's work in their running batch: the portfolio handed in and graded, the
 * note handed in and waiting for review. Idempotent: a batch with assignments is left alone.
 */
export async function seedDemoAssignments(db: Db, opts: { now: Date }): Promise<void> {
  const rows = await db
    .select({ id: batches.id, startDate: batches.startDate, course: courses.title })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .orderBy(asc(batches.startDate));
  if (!rows.length) return;
  const existing = await db
    .select({ batchId: assignments.batchId })
    .from(assignments)
    .where(
      inArray(
        assignments.batchId,
        rows.map((r) => r.id),
      ),
    );
  const done = new Set(existing.map((e) => e.batchId));
  const [instructor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'instructor'))
    .limit(1);
  const created = new Map<string, { portfolio: string; note: string; startDate: string }>();
  for (const b of rows) {
    if (done.has(b.id)) continue;
    const [portfolio, note] = await db
      .insert(assignments)
      .values(
        [PORTFOLIO, WRITE_UP].map((a) => ({
          batchId: b.id,
          title: a.title,
          instructions: a.instructions,
          dueAt: dueAt(b.startDate, a.dueDay),
          maxScore: a.maxScore,
          passScore: a.passScore,
          submissionKind: a.submissionKind,
          createdBy: instructor?.id ?? null,
        })),
      )
      .returning({ id: assignments.id });
    created.set(b.id, { portfolio: portfolio!.id, note: note!.id, startDate: b.startDate });
  }

  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'aditya.verma@example.com'))
    .limit(1);
  if (!student) return;
  const [enrolment] = await db
    .select({ batchId: enrolments.batchId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, student.id), eq(enrolments.status, 'active')))
    .limit(1);
  const mine = enrolment ? created.get(enrolment.batchId) : undefined;
  if (!mine) return;
  const portfolioDue = dueAt(mine.startDate, PORTFOLIO.dueDay);
  const handedIn = new Date(portfolioDue.getTime() - 2 * 86_400_000);
  // Reviewed the day after the due date, or an hour ago when that is still ahead.
  const reviewedAt = new Date(
    Math.min(portfolioDue.getTime() + 86_400_000, opts.now.getTime() - 3_600_000),
  );
  await db
    .insert(assignmentSubmissions)
    .values([
      {
        assignmentId: mine.portfolio,
        userId: student.id,
        link: 'https://aditya-verma.github.io/portfolio/',
        submittedAt: handedIn,
        attempts: 2,
        status: 'graded',
        score: 84,
        feedback: `Great start, Aditya. The page loads fast and reads well on a phone.

**What works**
- Clear headings and a good contrast ratio
- The project cards link to live demos *and* their code

**To improve**
- Two images have no \`alt\` text
- The contact form has no labels; use \`<label for>\` so screen readers can name the fields`,
        reviewedBy: instructor?.id ?? null,
        reviewedAt: reviewedAt < handedIn ? handedIn : reviewedAt,
        createdAt: handedIn,
        updatedAt: reviewedAt < handedIn ? handedIn : reviewedAt,
      },
      {
        assignmentId: mine.note,
        userId: student.id,
        body: `## The problem

The task list had to group tasks by their status column (To do, Doing, Done) and re-render only the column that changed.

## My approach

I keep the tasks in one array in state and derive the columns with a \`groupBy\` on \`status\`, memoised on the array. Each column is a component that receives its own list, so React skips the columns whose list did not change.

## A trade-off

I chose deriving over storing three arrays: one source of truth means a task can never sit in two columns, at the cost of regrouping on every change (cheap for a few hundred tasks).

## With one more week

I would add drag and drop between columns with keyboard support, and save the list to the API instead of localStorage.`,
        submittedAt: new Date(opts.now.getTime() - 5 * 3_600_000),
        createdAt: new Date(opts.now.getTime() - 5 * 3_600_000),
        updatedAt: new Date(opts.now.getTime() - 5 * 3_600_000),
      },
    ])
    .onConflictDoNothing();
}
