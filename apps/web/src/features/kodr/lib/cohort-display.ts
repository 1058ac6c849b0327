import { formatInr, plural, type KodrCohort } from '@app/shared';

/** Whether the form takes registrations: not once the seats are gone or the start date passed. */
export type RegistrationState = 'open' | 'full' | 'started';

export function registrationState(
  cohort: Pick<KodrCohort, 'seatsLeft' | 'hasStarted'>,
): RegistrationState {
  if (cohort.hasStarted) return 'started';
  return cohort.seatsLeft > 0 ? 'open' : 'full';
}

/** The id of the registration section, the target of every Register Now. */
export const REGISTER_SECTION_ID = 'register';

/** 'Kodr 3.0 — 100-Day In-House Coding Bootcamp' → ['Kodr 3.0', '100-Day In-House Coding Bootcamp']. */
export function splitTitle(title: string): [string, string | null] {
  const match = /^(.+?)\s+[—–-]\s+(.+)$/.exec(title.trim());
  return match ? [match[1]!, match[2]!] : [title.trim(), null];
}

/** Few enough seats to say so: ten or fewer, or a fifth of the batch for large ones. */
export function isSeatsLow(seatsLeft: number, capacity: number): boolean {
  return seatsLeft > 0 && seatsLeft <= Math.max(10, Math.ceil(capacity * 0.2));
}

export function seatsLeftText(seatsLeft: number): string {
  return `Only ${plural(seatsLeft, 'seat')} left`;
}

/** '₹69,999 + 18% GST', the breakdown shown under the fee. */
export function feeBreakdown(baseFee: number, gstPercent: number): string {
  return `${formatInr(baseFee)} + ${Number(gstPercent.toFixed(2))}% GST`;
}
