import { ROLE_LABELS, type AdminUser } from '@app/shared';

import { csvStream, istDateTime, spreadsheetSafe } from '../../core/csv-export.ts';

/** The admin users table's columns, then how and when the account was verified. */
export const USERS_CSV_HEADER = [
  'S. No.',
  'First Name',
  'Last Name',
  'Email',
  'Country Code',
  'Phone',
  'Role',
  'Active',
  'Banned',
  'Phone Verified (IST)',
  'Verified By',
  'Verification Note',
  'UTM Source',
  'Registered (IST)',
];

const istOrBlank = (iso: string | null) => (iso ? istDateTime(new Date(iso)) : '');

function toCells(user: AdminUser, serial: number): string[] {
  return [
    String(serial),
    spreadsheetSafe(user.name.firstName),
    spreadsheetSafe(user.name.lastName),
    spreadsheetSafe(user.email),
    // 91, not +91: a leading + would read as a formula.
    spreadsheetSafe(user.phone?.code.replace(/^\+/, '')),
    spreadsheetSafe(user.phone?.number),
    ROLE_LABELS[user.role],
    user.isActive ? 'Yes' : 'No',
    user.banned ? 'Yes' : 'No',
    istOrBlank(user.phoneVerifiedAt),
    spreadsheetSafe(user.verifiedBy?.name),
    spreadsheetSafe(user.verificationNote),
    spreadsheetSafe(user.utmSource),
    istOrBlank(user.createdAt),
  ];
}

/** A CSV stream of the users, numbered from 1. */
export function usersCsv(rows: AsyncIterable<AdminUser>) {
  return csvStream(USERS_CSV_HEADER, rows, toCells);
}
