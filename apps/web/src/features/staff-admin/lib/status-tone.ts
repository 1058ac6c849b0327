import { ORDER_STATUS_LABELS } from '@app/shared';

import { humanize } from './format.ts';

export type Tone = 'green' | 'amber' | 'red' | 'blue' | 'violet' | 'slate';

const GOOD = new Set(['active', 'paid', 'completed', 'submitted', 'attended']);
const BAD = new Set(['failed', 'rejected', 'cancelled', 'abandoned']);
const WAITING = new Set(['created', 'pending', 'pending_approval', 'in_progress', 'refund_due']);

/** A record's status (enrolment, payment, attempt) as a pill: its tone and its words. */
export function statusPill(status: string): { tone: Tone; label: string } {
  const tone: Tone = GOOD.has(status)
    ? 'green'
    : BAD.has(status)
      ? 'red'
      : WAITING.has(status)
        ? 'amber'
        : 'slate';
  const label =
    (ORDER_STATUS_LABELS as Record<string, string | undefined>)[status] ?? humanize(status);
  return { tone, label };
}
