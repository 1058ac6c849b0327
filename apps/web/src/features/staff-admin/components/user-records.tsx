import { Ban as BanIcon, CreditCard, GraduationCap, Trophy, Unlock, Video } from 'lucide-react';
import { useState } from 'react';

import { formatPaise, type Ban, type UserDetail } from '@app/shared';

import { Pill } from '@/components/admin/pill';
import { formatDate, formatDateTime } from '@/core/format-date';

import { humanize } from '../lib/format.ts';
import { statusPill } from '../lib/status-tone.ts';
import { LiftBanDialog } from './lift-ban-dialog.tsx';
import { BanStateBadge } from './pills.tsx';
import { RecordSection } from './record-list.tsx';

function Status({ status }: { status: string }) {
  const { tone, label } = statusPill(status);
  return <Pill tone={tone}>{label}</Pill>;
}

/** What the account did as a learner: enrolments, payments, quizzes and webinars. */
export function UserLearning({ detail }: { detail: UserDetail }) {
  return (
    <>
      <RecordSection
        id="enrolments"
        icon={GraduationCap}
        title="Enrolments"
        empty="Not enrolled in any batch."
        rows={detail.enrolments.map((e) => ({
          key: e._id,
          title: e.courseTitle,
          detail: `${e.batchName} · enrolled ${formatDate(e.createdAt)}`,
          aside: <Status status={e.status} />,
        }))}
      />
      <RecordSection
        id="payments"
        icon={CreditCard}
        title="Payments"
        empty="No payments."
        rows={detail.payments.map((p) => ({
          key: p._id,
          title: p.what,
          detail: `${humanize(p.method)} · ${formatDateTime(p.createdAt)} IST`,
          aside: (
            <>
              <span className="text-sm font-bold text-slate-900 tabular-nums">
                {formatPaise(p.amountPaise)}
              </span>
              <Status status={p.status} />
            </>
          ),
        }))}
      />
      <RecordSection
        id="quizzes"
        icon={Trophy}
        title="Quiz results"
        empty="No quiz attempts."
        rows={detail.quizResults.map((q) => ({
          key: `${q.whizzId}-${q.startedAt}`,
          title: q.title,
          detail: `Started ${formatDateTime(q.startedAt)} IST`,
          aside: (
            <>
              <span className="text-sm font-bold text-slate-900 tabular-nums">
                {q.score} / {q.totalScore}
              </span>
              <Status status={q.status} />
            </>
          ),
        }))}
      />
      <RecordSection
        id="webinars"
        icon={Video}
        title="Webinar registrations"
        empty="Not registered for any webinar."
        rows={detail.webinarRegistrations.map((w) => ({
          key: w._id,
          title: w.webinarTitle,
          detail: `${formatDateTime(w.webinarStartTime)} IST${
            w.certificateCode ? ` · certificate ${w.certificateCode}` : ''
          }`,
          aside: w.attended ? (
            <Pill tone="green">Attended</Pill>
          ) : (
            <Pill tone="slate">Registered</Pill>
          ),
        }))}
      />
    </>
  );
}

/** The account's bans, newest first, with "Lift" on the one in force. */
export function UserBans({ bans }: { bans: Ban[] }) {
  const [lifting, setLifting] = useState<Ban | null>(null);
  return (
    <>
      <RecordSection
        id="bans"
        icon={BanIcon}
        title="Bans"
        empty="Never banned."
        rows={bans.map((b) => ({
          key: b._id,
          title: b.reason,
          detail: (
            <>
              Added {formatDateTime(b.createdAt)} by {b.createdBy?.name ?? 'the system'} ·{' '}
              {b.endsAt ? `ends ${formatDateTime(b.endsAt)} IST` : 'until lifted'}
              {b.liftedAt &&
                ` · lifted ${formatDateTime(b.liftedAt)}${b.liftedBy ? ` by ${b.liftedBy.name}` : ''}`}
            </>
          ),
          aside: (
            <>
              <BanStateBadge state={b.state} />
              {b.state === 'active' && (
                <button
                  type="button"
                  onClick={() => setLifting(b)}
                  data-testid="ban-lift"
                  className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700 hover:underline"
                >
                  <Unlock className="size-3.5" aria-hidden="true" />
                  Lift
                </button>
              )}
            </>
          ),
        }))}
      />
      <LiftBanDialog ban={lifting} onClose={() => setLifting(null)} />
    </>
  );
}
