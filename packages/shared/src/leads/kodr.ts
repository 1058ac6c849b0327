import { istToday } from '../courses/batch-status.ts';
import { formatDateLong } from '../dates/format.ts';

/*
 * Kodr's fixed parts, apart from its schemas so the landing page's first load carries no zod:
 * the choices and their labels, the messages, and the rules on contacts, fees and start dates.
 */

export const CALL_STATUSES = ['picked', 'notpicked'] as const;
export const REGISTRATION_STATUSES = ['onhold', 'inactive', 'pending'] as const;
export const PAYMENT_STATUSES = ['paid', 'pending'] as const;
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CALL_STATUS_LABELS: Record<CallStatus, string> = {
  picked: 'Picked',
  notpicked: 'Not picked',
};
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  onhold: 'On hold',
  inactive: 'Inactive',
  pending: 'Pending',
};
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
};
export const EXPERIENCE_LABELS: Record<(typeof EXPERIENCE_LEVELS)[number], string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};
/** Choices offered in the landing form's education field (ours; the server accepts any text). */
export const EDUCATION_OPTIONS = [
  'B.Tech / B.E.',
  'BCA / MCA',
  'B.Sc / M.Sc',
  'B.Com / BBA',
  'Diploma',
  '12th pass',
  'Other',
] as const;

export const KODR_MSG = {
  fullNameRequired: 'Full Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  contactRequired: 'Contact number is required',
  contactInvalid: 'Enter a valid phone',
  educationRequired: 'Education is required',
  dobRequired: 'Date of birth is required',
  tncRequired: 'Please accept Terms & Conditions',
  submitted: 'Submitted! We’ll reach out soon.',
  // ours: texts the spec leaves open
  dobInvalid: 'Enter a valid date of birth',
  duplicateEmail: 'You have already registered for this cohort with this email.',
  duplicateContact: 'You have already registered for this cohort with this contact number.',
  seatsFull: 'All seats for this cohort are taken. Registrations are closed.',
  registrationClosed: 'Registrations for this cohort are closed.',
  cohortStarted:
    'This cohort has already started, so registrations are closed. Request a callback and we will tell you when the next one opens.',
  startDateRequired: 'Set the start date',
  fetchFailed: 'Failed to fetch kodr registrations',
  updateFailed: 'Failed to update registration status',
  updated: 'Registration updated',
  notFound: 'Registration not found',
  onePatchField: 'Send exactly one of callStatus, status or paymentStatus',
  cohortSaved: 'Cohort details saved',
} as const;

/** Digits that identify a contact number for duplicate checks: +91 98765-43210 → 9876543210. */
export function normalizeContact(contact: string): string {
  const digits = contact.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export function feeWithGst(baseFee: number, gstPercent: number): number {
  return Math.round(baseFee * (1 + gstPercent / 100));
}

/** The landing page's start line for a start date: 2025-11-03 → 'Starts on: 3 November 2025'. */
export function cohortStartText(startDate: string): string {
  return `Starts on: ${formatDateLong(startDate)}`;
}

/** Whether a cohort's start date has passed (India time): registration is then closed. */
export function hasCohortStarted(startDate: string | null, now = new Date()): boolean {
  return startDate !== null && startDate < istToday(now);
}
