import { PHONE_COUNTRY_CODE, PHONE_LENGTH } from '@app/shared';

/** "9876543210" → "+91 98765 43210", the way Indian numbers are usually read. */
export function formatPhone(number: string): string {
  const spaced = number.length === 10 ? `${number.slice(0, 5)} ${number.slice(5)}` : number;
  return `${PHONE_COUNTRY_CODE} ${spaced}`;
}

/**
 * What the phone field keeps of whatever was typed or pasted: digits only, at most 10, and a
 * pasted "+91 98765 43210" or "098765 43210" loses its prefix instead of its last digits.
 */
export function normalizePhoneInput(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}
