import { and, eq, inArray, ne } from 'drizzle-orm';

import { newId } from '../../core/ids.ts';
import type { Db } from '../../db/client.ts';
import {
  batches,
  enrolments,
  liveClassAttendance,
  liveClasses,
  users,
} from '../../db/schema/index.ts';

/** Real public recordings (freeCodeCamp and friends on YouTube) for the past demo classes. */
export const DEMO_RECORDINGS = [
  'https://www.youtube.com/watch?v=PkZNo7MFNFg',
  'https://www.youtube.com/watch?v=bMknfKXIFA8',
  'https://www.youtube.com/watch?v=rfscVS0vtbw',
  'https://www.youtube.com/watch?v=8hly31xKli0',
];
export const DEMO_STUDENT_EMAIL = 'aditya.verma@example.com';

const WEEK_MS = 7 * 24 * 60 * 60_000;
const PAST = 3;
const UPCOMING = 4;
const TOPICS = [
  'Kick-off and setup',
  'Doubt clearing',
  'Code review',
  'Project walkthrough',
  'Problem solving',
  'Mock interview practice',
  'Week recap',
];

/** A Meet-style link per batch: three, four and three letters. */
function meetLink(batchId: string): string {
  const letters = [...batchId.slice(-10)].map((c) =>
    String.fromCharCode(97 + (parseInt(c, 16) % 26)),
  );
  const l = letters.join('');
  return `https://meet.google.com/${l.slice(0, 3)}-${l.slice(3, 7)}-${l.slice(7, 10)}`;
}

/** 7:30 pm IST on the day `weeks` weeks from `now` (negative: before). */
function eveningOf(now: Date, weeks: number): Date {
  const day = new Date(now.getTime() + weeks * WEEK_MS);
  // 14:00 UTC is 7:30 pm IST
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 14, 0));
}

/**
 * Every demo batch gets a weekly evening class: three past ones with recordings and four to come,
 * made as two weekly series; the demo student attended the past ones of their batches but one.
 * Idempotent: a batch that has live classes already is left as it is.
 */
export async function seedDemoLiveClasses(
  db: Db,
  opts: { createdBy: string | null; now: Date },
): Promise<void> {
  const rows = await db.select({ id: batches.id }).from(batches);
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_STUDENT_EMAIL))
    .limit(1);
  const mine = student
    ? new Set(
        (
          await db
            .select({ batchId: enrolments.batchId })
            .from(enrolments)
            .where(and(eq(enrolments.userId, student.id), ne(enrolments.status, 'cancelled')))
        ).map((e) => e.batchId),
      )
    : new Set<string>();
  const ids = rows.map((r) => r.id);
  const have = ids.length
    ? new Set(
        (
          await db
            .select({ batchId: liveClasses.batchId })
            .from(liveClasses)
            .where(inArray(liveClasses.batchId, ids))
        ).map((r) => r.batchId),
      )
    : new Set<string>();
  for (const { id: batchId } of rows) {
    if (have.has(batchId)) continue;
    const joinLink = meetLink(batchId);
    const pastSeries = newId();
    const nextSeries = newId();
    const values = [
      ...Array.from({ length: PAST }, (_, i) => ({
        weeks: i - PAST,
        seriesId: pastSeries,
        recordingUrl: DEMO_RECORDINGS[i % DEMO_RECORDINGS.length]!,
      })),
      ...Array.from({ length: UPCOMING }, (_, i) => ({
        weeks: i,
        seriesId: nextSeries,
        recordingUrl: null,
      })),
    ].map((c, i) => ({
      batchId,
      title: `Live class ${i + 1}: ${TOPICS[i % TOPICS.length]}`,
      startsAt: eveningOf(opts.now, c.weeks),
      durationMinutes: 90,
      joinLink,
      recordingUrl: c.recordingUrl,
      seriesId: c.seriesId,
      createdBy: opts.createdBy,
    }));
    // The first upcoming class is at least a day away so the demo countdown is not already over.
    const first = values[PAST]!;
    if (first.startsAt.getTime() < opts.now.getTime() + 24 * 60 * 60_000) {
      for (const v of values.slice(PAST))
        v.startsAt = new Date(v.startsAt.getTime() + 2 * 86_400_000);
    }
    const created = await db.insert(liveClasses).values(values).returning();
    if (student && mine.has(batchId)) {
      const attended = created.slice(0, PAST - 1);
      await db
        .insert(liveClassAttendance)
        .values(
          attended.map((c, i) => ({
            liveClassId: c.id,
            userId: student.id,
            joinedAt: new Date(c.startsAt.getTime() - 3 * 60_000),
            minutes: 80 - i * 7,
            source: 'join' as const,
          })),
        )
        .onConflictDoNothing();
    }
  }
}
