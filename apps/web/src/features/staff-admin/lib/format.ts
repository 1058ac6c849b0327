import { formatInr, type AdminUser } from '@app/shared';

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

/** Paise (what payments store) as rupees: 1_234_500 → '₹12,345'. */
export function formatPaise(paise: number): string {
  return formatInr(paise / 100);
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

const PAST: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  lift: 'lifted',
  verify: 'verified',
  approve: 'approved',
  reject: 'rejected',
  resolve: 'resolved',
  import: 'imported',
  send: 'sent',
  role_change: 'role changed',
};

/** A log action as a sentence: 'ban.create' → 'Ban created', 'user.role_change' → 'User role changed'. */
export function actionLabel(action: string): string {
  const parts = action.split('.');
  const verb = parts.length > 1 ? PAST[parts.at(-1)!] : undefined;
  if (!verb) return humanize(action);
  return `${humanize(parts.slice(0, -1).join(' '))} ${verb}`;
}
