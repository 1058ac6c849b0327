import { clsx } from 'clsx';

import { CERTIFICATE_STATUS_LABELS, type CertificateStatus, type WebinarStatus } from '@app/shared';

import {
  CERTIFICATE_STATUS_TONES,
  WEBINAR_STATUS_LABELS,
  WEBINAR_STATUS_TONES,
  type Tone,
} from '../lib/format.ts';

const TONES: Record<Tone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
};

/** A small rounded badge (status, kind). */
export function Pill({
  tone,
  children,
  testId,
  className,
}: {
  tone: Tone;
  children: string;
  testId?: string;
  className?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export function WebinarStatusBadge({ status, testId }: { status: WebinarStatus; testId?: string }) {
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[WEBINAR_STATUS_TONES[status]],
      )}
    >
      {status === 'live' && (
        <span className="relative flex size-2" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
        </span>
      )}
      {WEBINAR_STATUS_LABELS[status]}
    </span>
  );
}

export function CertificateStatusBadge({
  status,
  testId,
}: {
  status: CertificateStatus;
  testId?: string;
}) {
  return (
    <Pill tone={CERTIFICATE_STATUS_TONES[status]} testId={testId}>
      {CERTIFICATE_STATUS_LABELS[status]}
    </Pill>
  );
}
