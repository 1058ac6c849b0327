import { CalendarDays, CheckCircle2, Flame, Lock } from 'lucide-react';
import { useState } from 'react';

import { formatInr, KODR_MSG, type KodrCohort } from '@app/shared';

import { CallbackButton } from '@/components/site/callback-button';
import { buttonStyles } from '@/components/ui/button-styles';
import { WaitState } from '@/components/ui/wait-state';
import { openCallbackPopup } from '@/core/callback-popup';
import { deferredPart } from '@/core/deferred-part';

import type { KodrRegistrationValues } from '../api/public-register-kodr.ts';
import {
  feeBreakdown,
  isSeatsLow,
  REGISTER_SECTION_ID,
  registrationState,
  seatsLeftText,
  type RegistrationState,
} from '../lib/cohort-display.ts';

// The form's code (react-hook-form, the schema) loads when the form shows or is touched.
const LandingRegistrationForm = deferredPart(
  () => import('./landing-registration-form.tsx').then((m) => m.LandingRegistrationForm),
  { fallback: <WaitState size="area" message="Loading the form…" /> },
);

const NEXT_STEPS = [
  'Send this form: it takes under a minute.',
  'A counsellor calls you within 24 hours to answer your questions.',
  'Pay the fee to confirm your seat in the cohort.',
];

const CLOSED_HEADINGS: Record<Exclude<RegistrationState, 'open'>, string> = {
  full: 'This cohort is full',
  started: 'This cohort has started',
};

/**
 * Where visitors register: the form while seats are left and the start date has not passed,
 * otherwise a closed panel that offers a callback about the next cohort.
 */
export function LandingRegistration({ cohort }: { cohort: KodrCohort }) {
  const [registered, setRegistered] = useState<KodrRegistrationValues | null>(null);
  const state = registrationState(cohort);
  const isOpen = state === 'open';

  return (
    <section aria-labelledby="kodr-register-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:gap-14">
        <div className="relative flex flex-col overflow-hidden rounded-3xl bg-brand-950 p-7 text-white sm:p-10">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/40 blur-3xl"
          />
          <p className="relative text-sm font-bold tracking-widest text-brand-300 uppercase">
            Registration
          </p>
          <h2
            id="kodr-register-title"
            className="relative mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl"
          >
            {state === 'open' ? 'Reserve your seat' : CLOSED_HEADINGS[state]}
          </h2>
          <p className="relative mt-4 inline-flex items-center gap-2 text-brand-100">
            <CalendarDays className="size-5 text-amber-300" aria-hidden="true" />
            {cohort.startDateText}
          </p>
          <div className="relative mt-8 rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
            <p className="text-3xl font-extrabold">{formatInr(cohort.fee)}</p>
            <p className="mt-1 text-sm text-brand-100">
              {feeBreakdown(cohort.baseFee, cohort.gstPercent)}
            </p>
            {isOpen && isSeatsLow(cohort.seatsLeft, cohort.capacity) && (
              <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-400 px-2.5 py-1 text-xs font-bold text-amber-950">
                <Flame className="size-3.5" aria-hidden="true" />
                {seatsLeftText(cohort.seatsLeft)}
              </p>
            )}
          </div>
          {isOpen && (
            <ol className="relative mt-8 space-y-4">
              {NEXT_STEPS.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm leading-relaxed text-brand-50">
                  <span
                    aria-hidden="true"
                    className="grid size-6 shrink-0 place-items-center rounded-full bg-white/15 text-xs font-bold"
                  >
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          )}
          <div className="relative mt-auto pt-8">
            <p className="border-t border-white/10 pt-6 text-sm text-brand-100">
              Prefer to talk first?{' '}
              <button
                type="button"
                onClick={() => openCallbackPopup()}
                className="font-semibold text-white underline decoration-brand-400 underline-offset-4 hover:decoration-white"
              >
                Request a callback
              </button>
            </p>
          </div>
        </div>
        {/* The target of Register Now: the form itself, so phones land on the fields. */}
        <div
          id={REGISTER_SECTION_ID}
          tabIndex={-1}
          className="card scroll-mt-24 p-6 outline-none sm:p-10"
        >
          {registered ? (
            <RegisteredPanel name={registered.fullName} />
          ) : isOpen ? (
            <>
              <h3 className="text-xl font-bold text-slate-900">Your details</h3>
              <p className="mt-1 mb-7 text-sm text-slate-600">
                All fields are required. We only use them to contact you about Kodr.
              </p>
              <LandingRegistrationForm onRegistered={setRegistered} />
            </>
          ) : (
            <ClosedPanel reason={state === 'started' ? 'started' : 'full'} />
          )}
        </div>
      </div>
    </section>
  );
}

function RegisteredPanel({ name }: { name: string }) {
  const firstName = name.trim().split(/\s+/)[0];
  return (
    <div
      role="status"
      data-testid="kodr-success"
      className="flex h-full flex-col items-center justify-center py-10 text-center"
    >
      <span className="grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/50">
        <CheckCircle2 className="size-9" aria-hidden="true" />
      </span>
      <p className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900">
        {KODR_MSG.submitted}
      </p>
      <p className="mt-3 max-w-sm leading-relaxed text-slate-600">
        Thanks{firstName ? `, ${firstName}` : ''}. Your registration is in. A counsellor will call
        you within 24 hours to walk you through the next steps.
      </p>
    </div>
  );
}

const CLOSED_TEXT = {
  full: {
    title: 'Registrations closed — all seats are taken',
    text: 'This cohort is full. Leave your number and we will call you as soon as the next cohort opens.',
  },
  started: {
    title: 'Registrations closed — this cohort has started',
    text: 'Kodr runs in cohorts, and this one is under way. Leave your number and we will call you as soon as the next cohort opens.',
  },
} as const;

function ClosedPanel({ reason }: { reason: keyof typeof CLOSED_TEXT }) {
  const { title, text } = CLOSED_TEXT[reason];
  return (
    <div
      data-testid="kodr-closed"
      data-reason={reason}
      className="flex h-full flex-col items-center justify-center py-10 text-center"
    >
      <span className="grid size-16 place-items-center rounded-full bg-slate-100 text-slate-600 ring-8 ring-slate-50">
        <Lock className="size-8" aria-hidden="true" />
      </span>
      <h3 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900">{title}</h3>
      <p className="mt-3 max-w-sm leading-relaxed text-slate-600">{text}</p>
      <CallbackButton className={buttonStyles({ size: 'lg', className: 'mt-7' })} />
    </div>
  );
}
