import {
  CALL_STATUS_LABELS,
  EXPERIENCE_LABELS,
  PAYMENT_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
} from '@app/shared';

import {
  csvStream,
  istDateTime,
  spreadsheetSafe,
  UTM_CSV_HEADER,
  utmCells,
} from '../../core/csv-export.ts';
import type { RegistrationRecord } from './kodr.repo.ts';

/** The admin table's ten columns, then the registration's UTM attribution. */
export const KODR_CSV_HEADER = [
  'S. No.',
  'Name',
  'Email',
  'Contact',
  'Education',
  'Experience',
  'Call Status',
  'Status',
  'Payment Status',
  'Registration Date (IST)',
  ...UTM_CSV_HEADER,
];

function toCells(row: RegistrationRecord, serial: number): string[] {
  return [
    String(serial),
    spreadsheetSafe(row.name),
    spreadsheetSafe(row.email),
    spreadsheetSafe(row.contact),
    spreadsheetSafe(row.education),
    EXPERIENCE_LABELS[row.experience as keyof typeof EXPERIENCE_LABELS] ?? row.experience,
    CALL_STATUS_LABELS[row.callStatus] ?? row.callStatus,
    REGISTRATION_STATUS_LABELS[row.status] ?? row.status,
    PAYMENT_STATUS_LABELS[row.paymentStatus] ?? row.paymentStatus,
    istDateTime(row.createdAt),
    ...utmCells(row.utm),
  ];
}

/** A CSV stream of the rows, numbered from 1. */
export function registrationsCsv(rows: AsyncIterable<RegistrationRecord>) {
  return csvStream(KODR_CSV_HEADER, rows, toCells);
}
