import { istInputToIso, ZBanBody } from '@app/shared';

import type { BanInput } from '../api/bans.ts';

export const BAN_TARGETS = ['phone', 'email', 'user'] as const;
export type BanTargetKind = (typeof BAN_TARGETS)[number];

export type BanDraft = {
  kind: BanTargetKind;
  phone: string;
  email: string;
  /** The chosen account (by user): id and name for the chip. */
  user: { _id: string; name: string } | null;
  reason: string;
  /** datetime-local value read as IST; '' = until lifted */
  endsAtLocal: string;
};

export type BanFieldErrors = Partial<Record<'target' | 'reason' | 'endsAt', string>>;

export const emptyBanDraft = (kind: BanTargetKind = 'phone'): BanDraft => ({
  kind,
  phone: '',
  email: '',
  user: null,
  reason: '',
  endsAtLocal: '',
});

/** Which form field a schema or server issue belongs to. */
export function banFieldOf(path: string): keyof BanFieldErrors | null {
  if (path === 'phone' || path === 'email' || path === 'userId') return 'target';
  if (path === 'reason' || path === 'endsAt') return path;
  return null;
}

/**
 * The POST /admin/bans body of a draft, checked with the same shared schema the server uses;
 * or the field errors to show. Only the chosen kind of target is sent.
 */
export function banBodyOf(
  draft: BanDraft,
): { body: BanInput; errors: null } | { body: null; errors: BanFieldErrors } {
  const endsAt = istInputToIso(draft.endsAtLocal);
  if (draft.endsAtLocal && !endsAt) {
    return { body: null, errors: { endsAt: 'Enter a full date and time, or clear it' } };
  }
  const target =
    draft.kind === 'phone'
      ? { phone: draft.phone.trim() || undefined }
      : draft.kind === 'email'
        ? { email: draft.email.trim() || undefined }
        : { userId: draft.user?._id };
  const parsed = ZBanBody.safeParse({ ...target, reason: draft.reason, endsAt: endsAt || null });
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: BanFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = banFieldOf(String(issue.path[0] ?? ''));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}
