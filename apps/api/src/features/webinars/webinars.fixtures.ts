import { eq, sql } from 'drizzle-orm';

import type { WebinarBody } from '@app/shared';

import type { Db } from '../../db/client.ts';
import { webinars, webinarUsers } from '../../db/schema/index.ts';

const HOUR = 3_600_000;
let counter = 0;
/** A code unique within this process. */
export const uniqueCode = (prefix = 'webinar') =>
  `${prefix}-${process.pid % 10_000}-${++counter}`.toLowerCase();

/** A valid create body starting `startInHours` from now. */
export function webinarBody(overrides: Partial<WebinarBody> = {}, startInHours = 72): WebinarBody {
  return {
    webinarCode: uniqueCode(),
    title: 'Crack the Frontend Interview: React in 2026',
    description: 'Hooks, rendering and the questions Bengaluru product companies ask.',
    speakers: [{ name: 'Ananya Krishnan', title: 'Senior Frontend Engineer, Flipkart' }],
    startTime: new Date(Date.now() + startInHours * HOUR).toISOString(),
    durationMinutes: 90,
    joinLink: 'https://zoom.us/j/81234567890?pwd=abc123',
    coverImage: null,
    registrationOpen: true,
    capacity: null,
    certificateEnabled: true,
    certificateSignatory: 'Vikram Mehta',
    certificateSignatoryTitle: 'Head of Learning',
    ...overrides,
  };
}

/** A webinar row inserted directly (no API, no activity log). */
export async function insertWebinar(
  db: Db,
  opts: {
    startInHours?: number;
    durationMinutes?: number;
    capacity?: number | null;
    registrationOpen?: boolean;
    title?: string;
    code?: string;
    registeredCount?: number;
  } = {},
) {
  const [row] = await db
    .insert(webinars)
    .values({
      webinarCode: opts.code ?? uniqueCode(),
      title: opts.title ?? 'DSA in Java: Arrays to Graphs',
      description: 'Two hours of patterns that keep coming back in interviews.',
      speakers: [{ name: 'Rahul Deshpande', title: 'SDE II, Amazon' }],
      startTime: new Date(Date.now() + (opts.startInHours ?? 48) * HOUR),
      durationMinutes: opts.durationMinutes ?? 120,
      joinLink: 'https://meet.google.com/abc-defg-hij',
      registrationOpen: opts.registrationOpen ?? true,
      capacity: opts.capacity ?? null,
      registeredCount: opts.registeredCount ?? 0,
    })
    .returning();
  return row!;
}

/** A registrant inserted directly; registered_count is bumped to match. */
export async function insertRegistrant(
  db: Db,
  webinarId: string,
  values: Partial<typeof webinarUsers.$inferInsert> & { phone: string },
) {
  const [row] = await db
    .insert(webinarUsers)
    .values({
      webinarId,
      name: 'Test Registrant',
      email: `${values.phone}@example.com`,
      ...values,
    })
    .returning();
  await db
    .update(webinars)
    .set({ registeredCount: sql`${webinars.registeredCount} + 1` })
    .where(eq(webinars.id, webinarId));
  return row!;
}
