import { CERTIFICATE_STATUS_LABELS } from '@app/shared';

import { signUpCsv, spreadsheetSafe } from '../../core/csv-export.ts';
import type { WebinarUserRow } from '../../db/schema/index.ts';

// ---------------------------------------------------------------- students export

/** The students table's columns, then the registrant's UTM attribution. */
const students = signUpCsv<WebinarUserRow>(
  [
    ['Name', (r) => spreadsheetSafe(r.name)],
    ['Email', (r) => spreadsheetSafe(r.email)],
    ['Phone', (r) => r.phone],
    ['Attended', (r) => (r.attended ? 'Yes' : 'No')],
    ['Minutes Attended', (r) => (r.attendedMinutes === null ? '' : String(r.attendedMinutes))],
    ['Certificate', (r) => CERTIFICATE_STATUS_LABELS[r.certificateStatus] ?? r.certificateStatus],
    ['Certificate Code', (r) => r.certificateCode ?? ''],
  ],
  'Registered On (IST)',
);

export const STUDENTS_CSV_HEADER = students.header;
export const studentsCsv = students.stream;

// ---------------------------------------------------------------- attendance import

// The importer serves webinars and live classes alike: it lives in core/attendance-csv.ts.
export {
  ATTENDANCE_MAX_BYTES,
  ATTENDANCE_MAX_ROWS,
  durationSeconds,
  IMPORT_MSG,
  readAttendance,
} from '../../core/attendance-csv.ts';
