import { EXPERIENCE_LABELS } from '@app/shared';

import {
  csvStream,
  istDateTime,
  spreadsheetSafe,
  UTM_CSV_HEADER,
  utmCells,
} from '../../core/csv-export.ts';
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
  ...UTM_CSV_HEADER,
];

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
    ...utmCells(row.utm),
  ];
}

/** A CSV stream of the rows, numbered from 1. */
export function registrationsCsv(rows: AsyncIterable<RegistrationRecord>) {
  return csvStream(KODEX_CSV_HEADER, rows, toCells);
}
