import { PHONE_COUNTRY_CODE } from '@app/shared';

/** "9876543210" → "+91 98765 43210", the way Indian numbers are usually read. */
export function formatPhone(number: string): string {
  const spaced = number.length === 10 ? `${number.slice(0, 5)} ${number.slice(5)}` : number;
  return `${PHONE_COUNTRY_CODE} ${spaced}`;
}

/** Keeps only digits and at most `max` of them, so the field can never hold anything else. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
