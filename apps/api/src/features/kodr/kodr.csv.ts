import {
  CALL_STATUS_LABELS,
  EXPERIENCE_LABELS,
  PAYMENT_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
} from '@app/shared';

import { signUpCsv, spreadsheetSafe } from '../../core/csv-export.ts';
import type { RegistrationRecord } from './kodr.repo.ts';

/** The admin table's ten columns, then the registration's UTM attribution. */
const csv = signUpCsv<RegistrationRecord>(
  [
    ['Name', (r) => spreadsheetSafe(r.name)],
    ['Email', (r) => spreadsheetSafe(r.email)],
    ['Contact', (r) => spreadsheetSafe(r.contact)],
    ['Education', (r) => spreadsheetSafe(r.education)],
    [
      'Experience',
      (r) => EXPERIENCE_LABELS[r.experience as keyof typeof EXPERIENCE_LABELS] ?? r.experience,
    ],
    ['Call Status', (r) => CALL_STATUS_LABELS[r.callStatus] ?? r.callStatus],
    ['Status', (r) => REGISTRATION_STATUS_LABELS[r.status] ?? r.status],
    ['Payment Status', (r) => PAYMENT_STATUS_LABELS[r.paymentStatus] ?? r.paymentStatus],
  ],
  'Registration Date (IST)',
);

export const KODR_CSV_HEADER = csv.header;

/** A CSV stream of the rows, numbered from 1. */
export const registrationsCsv = csv.stream;
