import type { BatchStudent } from '@app/shared';

import { csvStream, istDateTime, spreadsheetSafe } from '../../core/csv-export.ts';

const HEADER = [
  'S. No.',
  'Name',
  'Phone',
  'E-mail',
  'Enrolled on',
  'Source',
  'Paid (₹)',
  'Lessons done',
  'Lessons in all',
  'Progress (%)',
  'Assignments submitted',
  'Assignments in all',
] as const;

async function* each<T>(rows: T[]) {
  yield* rows;
}

/** A batch's students with what they paid and how far they are, one line each. */
export function batchProgressCsv(students: BatchStudent[]) {
  return csvStream(HEADER, each(students), (s, serial) => {
    const { completedLessons: done, totalLessons: total } = s.progress;
    return [
      String(serial),
      spreadsheetSafe(s.name),
      s.phone,
      spreadsheetSafe(s.email),
      istDateTime(new Date(s.enrolledAt)),
      s.source,
      (s.paidPaise / 100).toFixed(2),
      String(done),
      String(total),
      String(total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0),
      String(s.progress.submittedAssignments),
      String(s.progress.totalAssignments),
    ];
  });
}

/** 'FSWD Weekend Batch' → 'fswd-weekend-batch', for a file name. */
export function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'batch'
  );
}
