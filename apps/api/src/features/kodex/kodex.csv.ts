import { EXPERIENCE_LABELS } from '@app/shared';

import { signUpCsv, spreadsheetSafe } from '../../core/csv-export.ts';
import type { RegistrationRecord } from './kodex.dto.ts';

/** The admin table's columns, then the registration's UTM attribution. */
const csv = signUpCsv<RegistrationRecord>(
  [
    ['Contest', (r) => spreadsheetSafe(r.contestTitle)],
    ['Name', (r) => spreadsheetSafe(r.name)],
    ['Email', (r) => spreadsheetSafe(r.email)],
    ['Phone', (r) => spreadsheetSafe(r.phone)],
    ['College / Organisation', (r) => spreadsheetSafe(r.organisation)],
    ['Year', (r) => r.year],
    ['Experience', (r) => EXPERIENCE_LABELS[r.experience] ?? r.experience],
    ['Participated', (r) => (r.participated ? 'Yes' : 'No')],
  ],
  'Registration Date (IST)',
);

export const KODEX_CSV_HEADER = csv.header;

/** A CSV stream of the rows, numbered from 1. */
export const registrationsCsv = csv.stream;
