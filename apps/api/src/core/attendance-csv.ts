import { CsvError, parse } from 'csv-parse/sync';

import { plural, WEBINAR_MSG, type AttendanceReport } from '@app/shared';

import { AppError, badRequest } from './errors.ts';

// The participant-CSV importer of webinars (issue #6) and live classes (issue 17): reading a
// meeting tool's export, and matching its rows to the people of the session by e-mail or phone.

/**
 * Attendance files as meeting tools export them: Zoom's participants export (sometimes after a
 * meeting-summary block and a blank line), Google Meet's attendance sheet, Teams' attendance
 * report (UTF-16, tab-separated, in numbered sections), or a plain name,email,phone list.
 */
export { ATTENDANCE_MAX_BYTES } from '@app/shared';
export const ATTENDANCE_MAX_ROWS = 20_000;
export const IMPORT_MSG = {
  sendCsv: 'Send the file as CSV (Content-Type text/csv)',
  notText: 'The file is not a CSV text file',
  notCsv: 'The file could not be read as CSV',
  tooManyRows: `The file has more than ${plural(ATTENDANCE_MAX_ROWS, 'row')}: split it and import each part`,
} as const;

/** One participant row of the file: its line, who it names, and seconds in the session. */
export type AttendanceRow = {
  row: number;
  name: string;
  email: string;
  phone: string;
  seconds: number | null;
};

type Kind = 'email' | 'phone' | 'name' | 'firstName' | 'lastName' | 'minutes' | 'duration';
const COLUMN_KINDS: [Kind, RegExp][] = [
  ['email', /^(user |attendee |participant |guest )?e-?mail( address| id)?$/],
  ['phone', /^(phone|mobile|contact|whatsapp)( number| no\.?)?$/],
  [
    'name',
    /^(name|full name|display name|participant|participant name|attendee name|user name|name \(original name\))$/,
  ],
  ['firstName', /^first name$/],
  ['lastName', /^(last name|surname)$/],
  [
    'minutes',
    /^((in-meeting |attendance |total )?duration|time in session|minutes attended)\s*\((minutes|mins?)\)$|^(attended )?minutes$/,
  ],
  [
    'duration',
    /^((in-meeting |attendance |total )?duration|time in (call|session)|time attended)$/,
  ],
];

function columnKind(header: string): Kind | null {
  const h = header.trim().toLowerCase().replace(/\s+/g, ' ');
  return COLUMN_KINDS.find(([, pattern]) => pattern.test(h))?.[0] ?? null;
}

/** Each kind's first column in this row (later duplicates, e.g. Teams' UPN, are ignored). */
function columnsOf(record: string[]): Partial<Record<Kind, number>> {
  const cols: Partial<Record<Kind, number>> = {};
  record.forEach((cell, i) => {
    const kind = columnKind(cell);
    if (kind && cols[kind] === undefined) cols[kind] = i;
  });
  return cols;
}

const UNIT_SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1 };

/**
 * Seconds of "1 hr 5 min" (Meet), "1h 5m 3s" (Teams), "01:05:03" or "45:10" (h:mm:ss, mm:ss), or a
 * bare number of minutes (Zoom's "Duration (Minutes)", plain files). Null when unreadable.
 */
export function durationSeconds(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  if (/^\d+(\.\d+)?$/.test(t)) return Math.round(Number(t) * 60);
  const clock = /^(\d{1,3}):(\d{1,2})(?::(\d{1,2}))?$/.exec(t);
  if (clock) {
    const [a, b, c] = [Number(clock[1]), Number(clock[2]), clock[3]];
    return c === undefined ? a * 60 + b : a * 3600 + b * 60 + Number(c);
  }
  let seconds = 0;
  const rest = t.replace(
    /(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)(?![a-z])/g,
    (_m, n: string, unit: string) => {
      seconds += Number(n) * UNIT_SECONDS[unit[0]!]!;
      return ' ';
    },
  );
  const leftover = rest.replace(/\band\b|,/g, ' ').trim();
  return rest === t || leftover !== '' ? null : Math.round(seconds);
}

/** UTF-8 (a BOM is fine) or UTF-16 with its BOM, as Teams writes it. */
function decode(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body === undefined || body === null) return ''; // an empty upload: no body at all
  if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MSG.sendCsv);
  if (body[0] === 0xff && body[1] === 0xfe) return body.subarray(2).toString('utf16le');
  if (body[0] === 0xfe && body[1] === 0xff) {
    return Buffer.from(body.subarray(2)).swap16().toString('utf16le');
  }
  return body.toString('utf8');
}

/** Control characters other than tab, line breaks, form feed: an image or a spreadsheet file. */
function looksBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) return true;
  }
  return false;
}

function readRecords(text: string): { line: number; cells: string[] }[] {
  const head = text.slice(0, 8192);
  if (looksBinary(head)) throw badRequest(IMPORT_MSG.notText);
  // Excel in some locales writes ';', Teams writes tabs: the most frequent of the three wins.
  const count = (d: string) => head.split(d).length;
  const delimiter = [',', '\t', ';'].reduce((a, b) => (count(b) > count(a) ? b : a));
  try {
    const records = parse(text, {
      bom: true,
      delimiter,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map((r) => ({ line: r.info.lines, cells: r.record.map((c) => c.trim()) }));
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(IMPORT_MSG.notCsv);
    throw error;
  }
}

const isBlank = (cells: string[]) => cells.every((c) => c === '');
const filled = (cells: string[]) => cells.filter((c) => c !== '').length;
const hasContact = (cols: Partial<Record<Kind, number>>) =>
  cols.email !== undefined || cols.phone !== undefined;
const hasName = (cols: Partial<Record<Kind, number>>) =>
  cols.name !== undefined || cols.firstName !== undefined;

/**
 * Reads an attendance file. The header is the first row with an e-mail or phone column, and
 * preferably a name column too (Zoom's summary block also has a "User Email", the host's).
 * Participant rows follow it; the block ends at a blank line followed by a new section (a
 * one-cell title such as Teams' "3. In-Meeting Activities", or another header).
 */
export function readAttendance(body: unknown): { rows: AttendanceRow[]; hasDuration: boolean } {
  const records = readRecords(decode(body));
  if (records.every((r) => isBlank(r.cells))) throw badRequest(WEBINAR_MSG.importEmpty);
  const headers = records
    .map((r, index) => ({ index, cols: columnsOf(r.cells) }))
    .filter((h) => hasContact(h.cols));
  const header = headers.find((h) => hasName(h.cols)) ?? headers[0];
  if (!header) throw badRequest(WEBINAR_MSG.importNoColumns);
  const { cols } = header;
  const cell = (cells: string[], kind: Kind) =>
    cols[kind] === undefined ? '' : (cells[cols[kind]] ?? '');
  const durationKind: Kind | null =
    cols.minutes !== undefined ? 'minutes' : cols.duration !== undefined ? 'duration' : null;

  const rows: AttendanceRow[] = [];
  let afterBlank = false;
  for (const { line, cells } of records.slice(header.index + 1)) {
    if (isBlank(cells)) {
      afterBlank = true;
      continue;
    }
    const isHeader = hasContact(columnsOf(cells));
    if (afterBlank && (filled(cells) <= 1 || isHeader)) break;
    afterBlank = false;
    if (isHeader) continue;
    if (rows.length >= ATTENDANCE_MAX_ROWS) throw badRequest(IMPORT_MSG.tooManyRows);
    const email = cell(cells, 'email').toLowerCase();
    const digits = cell(cells, 'phone').replace(/\D/g, '');
    const name =
      cell(cells, 'name') || `${cell(cells, 'firstName')} ${cell(cells, 'lastName')}`.trim();
    rows.push({
      row: line,
      name: name.slice(0, 200),
      email: email.includes('@') ? email.slice(0, 254) : '',
      phone: digits.length >= 10 ? digits.slice(-10) : '',
      seconds: durationKind ? durationSeconds(cell(cells, durationKind)) : null,
    });
  }
  if (!rows.length) throw badRequest(WEBINAR_MSG.importEmpty);
  return { rows, hasDuration: durationKind !== null };
}

/** Someone the file may name: a registrant of the webinar, a student of the batch. */
export type AttendanceCandidate = { id: string; email: string | null; phone: string | null };

/** The e-mails and phones the file names (to look the candidates up with). */
export function contactsOf(rows: AttendanceRow[]) {
  return {
    emails: [...new Set(rows.map((r) => r.email).filter(Boolean))],
    phones: [...new Set(rows.map((r) => r.phone).filter(Boolean))],
  };
}

/**
 * Matches the file's rows to candidates by e-mail, else phone (phones compared on their last
 * 10 digits). Each matched candidate gets the minutes of all their rows (a person who rejoined
 * has several), capped at a day, or null when the file has no duration or none of their rows had
 * a readable one. Rows nobody matched are listed once per person.
 */
export function matchAttendance(
  rows: AttendanceRow[],
  hasDuration: boolean,
  candidates: AttendanceCandidate[],
): { minutes: Map<string, number | null>; unmatched: AttendanceReport['unmatched'] } {
  const lastTen = (p: string | null) => (p ? p.replace(/\D/g, '').slice(-10) : '');
  const byEmail = new Map(
    candidates.filter((c) => c.email).map((c) => [c.email!.toLowerCase(), c]),
  );
  const byPhone = new Map(candidates.filter((c) => c.phone).map((c) => [lastTen(c.phone), c]));
  // Seconds per matched candidate; null while none of their rows had a readable duration.
  const seconds = new Map<string, number | null>();
  const unmatched: AttendanceReport['unmatched'] = [];
  const unmatchedKeys = new Set<string>();
  for (const r of rows) {
    const who = (r.email && byEmail.get(r.email)) || (r.phone && byPhone.get(r.phone)) || null;
    if (who) {
      const sum = seconds.get(who.id) ?? null;
      seconds.set(who.id, r.seconds === null ? sum : (sum ?? 0) + r.seconds);
      continue;
    }
    const key = r.email || r.phone || `name:${r.name.toLowerCase()}`;
    if (unmatchedKeys.has(key)) continue;
    unmatchedKeys.add(key);
    unmatched.push({ row: r.row, name: r.name, email: r.email, phone: r.phone });
  }
  // Minutes are capped at a day: a junk duration must not overflow the column.
  const minutes = new Map<string, number | null>();
  for (const [id, s] of seconds) {
    minutes.set(id, hasDuration && s !== null ? Math.min(1440, Math.round(s / 60)) : null);
  }
  return { minutes, unmatched };
}
