import { CheckCircle2, Info, Lock, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { WEBINAR_MSG, type PublicWebinar, type WebinarStatus } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';
import { WaitState } from '@/components/ui/wait-state';
import { deferredPart } from '@/core/deferred-part';

import { seatsLeftText } from '../lib/webinar-display.ts';
import { istDateTime } from '../lib/webinar-time.ts';
import type { RegistrationOutcome } from './webinar-registration-form.tsx';

// The form's code (react-hook-form, the schema) loads when the form shows or is touched.
const WebinarRegistrationForm = deferredPart(
  () => import('./webinar-registration-form.tsx').then((m) => m.WebinarRegistrationForm),
  { fallback: <WaitState size="area" message="Loading the form…" /> },
);

type Props = { webinar: PublicWebinar; status: WebinarStatus };

/**
 * The registration card: the form while the webinar accepts registrations, then what happened —
 * registered, already registered (said kindly), or closed with the server's reason.
 */
export function WebinarRegistrationPanel({ webinar, status }: Props) {
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);
  // The page's clock can pass the end before the server is asked again.
  const closedReason =
    outcome?.kind === 'closed'
      ? outcome.message
      : status === 'past'
        ? WEBINAR_MSG.webinarOver
        : webinar.acceptingRegistrations
          ? null
          : (webinar.closedReason ?? WEBINAR_MSG.registrationClosed);
  const seats = seatsLeftText(webinar.seatsLeft);

  return (
    <section
      id="register"
      aria-label="Registration"
      data-testid="webinar-registration"
      className="scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-5 shadow-card sm:p-7"
    >
      {outcome?.kind === 'registered' ? (
        <Outcome
          testId="webinar-registered"
          icon={CheckCircle2}
          tone="success"
          title="You're in!"
          message={WEBINAR_MSG.registered}
        >
          <p className="mt-3 text-sm text-slate-600">
            {outcome.values.name}, we have saved your seat for{' '}
            <strong className="text-slate-900">{webinar.title}</strong> on{' '}
            <time dateTime={webinar.startTime} className="font-semibold text-slate-900">
              {istDateTime(webinar.startTime)}
            </time>
            . Look for our e-mail at{' '}
            <strong className="break-all text-slate-900">{outcome.values.email}</strong> — it has
            the joining link and a calendar invite.
          </p>
        </Outcome>
      ) : outcome?.kind === 'already' ? (
        <Outcome
          testId="webinar-already-registered"
          icon={Info}
          tone="info"
          title="You're already on the list"
          message={outcome.message}
        >
          <p className="mt-3 text-sm text-slate-600">
            Can't find the e-mail? Check your spam or promotions folder for a message from
            KodeSchool.
          </p>
        </Outcome>
      ) : closedReason ? (
        <Outcome
          testId="webinar-closed"
          icon={Lock}
          tone="muted"
          title={CLOSED_TITLES[closedReason] ?? 'Registration closed'}
          message={closedReason}
        >
          <Link
            to="/webinars"
            className={buttonStyles({ variant: 'secondary', className: 'mt-6' })}
          >
            See other webinars
          </Link>
        </Outcome>
      ) : (
        <>
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2 className="text-xl font-bold text-slate-900">
                {status === 'live' ? 'Register to join' : 'Save your seat'}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {status === 'live'
                  ? 'It is on now: the joining link reaches your inbox in a minute.'
                  : 'Free, and it takes less than a minute.'}
              </p>
            </div>
            {seats && (
              <span className="shrink-0 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-bold text-amber-800 ring-1 ring-amber-200">
                {seats}
              </span>
            )}
          </div>
          <div className="mt-6">
            <WebinarRegistrationForm webinarCode={webinar.webinarCode} onOutcome={setOutcome} />
          </div>
        </>
      )}
    </section>
  );
}

const CLOSED_TITLES: Record<string, string> = {
  [WEBINAR_MSG.webinarFull]: 'Fully booked',
  [WEBINAR_MSG.webinarOver]: 'This webinar has ended',
};

const TONES = {
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-50/60',
  info: 'bg-sky-50 text-sky-700 ring-sky-50/60',
  muted: 'bg-slate-100 text-slate-600 ring-slate-100/60',
} as const;

function Outcome({
  testId,
  icon: Icon,
  tone,
  title,
  message,
  children,
}: {
  testId: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div data-testid={testId} role="status" className="py-2 text-center sm:py-4">
      <span
        className={`mx-auto grid size-14 place-items-center rounded-full ring-8 ${TONES[tone]}`}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">{title}</h2>
      <p data-testid={`${testId}-message`} className="mt-2 font-medium text-slate-800">
        {message}
      </p>
      {children}
    </div>
  );
}
