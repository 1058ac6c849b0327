import type { AdminUser } from '@app/shared';

/** "Asha Rao"; an account with no name yet reads "Unnamed user". */
export function personName(user: Pick<AdminUser, 'name'>): string {
  return [user.name.firstName, user.name.lastName].filter(Boolean).join(' ') || 'Unnamed user';
}

/** "+91 98765 00001"; null for an account without a phone (e.g. a Google sign-up). */
export function phoneText(phone: AdminUser['phone']): string | null {
  if (!phone?.number) return null;
  const n = phone.number;
  const spaced = n.length === 10 ? `${n.slice(0, 5)} ${n.slice(5)}` : n;
  return `${phone.code || '+91'} ${spaced}`;
}

/** A snake or camel case word as staff read it: 'webinar_registration' → 'Webinar registration'. */
export function humanize(word: string): string {
  const spaced = word
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
