import { Readable } from 'node:stream';

import { stringify } from 'csv-stringify';

import { EXPERIENCE_LABELS } from '@app/shared';

import type { RegistrationRecord } from './kodex.dto.ts';

/** The admin table's columns, then the registration's UTM attribution. */
export const KODEX_CSV_HEADER = [
  'S. No.',
  'Contest',
  'Name',
  'Email',
  'Phone',
  'College / Organisation',
  'Year',
  'Experience',
  'Participated',
  'Registration Date (IST)',
  'UTM Source',
  'UTM Medium',
  'UTM Campaign',
];

const IST_MS = 330 * 60_000;

/** 2025-10-21 14:05, India time. */
export function istDateTime(date: Date): string {
  return new Date(date.getTime() + IST_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Text people typed must not run as a spreadsheet formula (a name such as =HYPERLINK(…)):
 * a cell starting with = + - @ or a control character is read as text, behind a quote.
 */
export function spreadsheetSafe(value: string | null | undefined): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function toCells(row: RegistrationRecord, serial: number): string[] {
  return [
    String(serial),
    spreadsheetSafe(row.contestTitle),
    spreadsheetSafe(row.name),
    spreadsheetSafe(row.email),
    spreadsheetSafe(row.phone),
    spreadsheetSafe(row.organisation),
    row.year,
    EXPERIENCE_LABELS[row.experience] ?? row.experience,
    row.participated ? 'Yes' : 'No',
    istDateTime(row.createdAt),
    spreadsheetSafe(row.utm?.source),
    spreadsheetSafe(row.utm?.medium),
    spreadsheetSafe(row.utm?.campaign),
  ];
}

/** A CSV stream (UTF-8 with BOM, so spreadsheet apps read names correctly) of the rows. */
export function registrationsCsv(rows: AsyncIterable<RegistrationRecord>): Readable {
  async function* cells() {
    let serial = 0;
    for await (const row of rows) yield toCells(row, ++serial);
  }
  const source = Readable.from(cells());
  const csv = stringify({ bom: true, header: true, columns: KODEX_CSV_HEADER });
  // pipe() does not forward errors: a failed batch must end the download, not leave it hanging.
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
