import { clsx } from 'clsx';
import { Check, Flame, Lock } from 'lucide-react';
import type { MouseEvent } from 'react';

import { formatInr, type KodrCohort } from '@app/shared';

import { CallbackButton } from '@/components/site/callback-button';
import { buttonStyles } from '@/components/ui/button-styles';

import {
  feeBreakdown,
  isSeatsLow,
  registrationState,
  seatsLeftText,
} from '../lib/cohort-display.ts';

type LandingFeeCardProps = {
  cohort: KodrCohort;
  onRegister: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** The fee with its GST breakdown, what it buys, and how many seats remain. */
export function LandingFeeCard({ cohort, onRegister }: LandingFeeCardProps) {
  const isOpen = registrationState(cohort) === 'open';
  const isLow = isSeatsLow(cohort.seatsLeft, cohort.capacity);
  const includes = [
    `${cohort.syllabus.length}-phase syllabus, from fundamentals to a shipped project`,
    `${cohort.schedule.days}, ${cohort.schedule.hours}`,
    cohort.schedule.note,
    `A batch of ${cohort.capacity}, with mentors in the room`,
  ].filter(Boolean);

  return (
    <aside
      aria-labelledby="kodr-fee-title"
      className="relative rounded-3xl bg-white p-6 text-slate-900 shadow-2xl shadow-brand-950/50 ring-1 ring-white/20 sm:p-8"
    >
      <div className="flex items-start justify-between gap-4">
        <h2
          id="kodr-fee-title"
          className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
        >
          Programme fee
        </h2>
        <SeatsBadge seatsLeft={isOpen ? cohort.seatsLeft : 0} isLow={isLow} />
      </div>
      <p
        data-testid="kodr-fee"
        className="mt-3 text-5xl font-extrabold tracking-tight text-slate-950"
      >
        {formatInr(cohort.fee)}
      </p>
      <p data-testid="kodr-fee-breakdown" className="mt-2 text-base font-medium text-slate-600">
        {feeBreakdown(cohort.baseFee, cohort.gstPercent)}
        <span className="text-slate-500"> · all inclusive</span>
      </p>
      <ul className="mt-6 space-y-3 border-t border-slate-100 pt-6">
        {includes.map((item) => (
          <li key={item} className="flex gap-3 text-sm leading-relaxed text-slate-700">
            <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
              <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
            </span>
            {item}
          </li>
        ))}
      </ul>
      {isOpen ? (
        <a
          href="#register"
          onClick={onRegister}
          className={buttonStyles({ size: 'lg', fullWidth: true, className: 'mt-7' })}
        >
          Register Now
        </a>
      ) : (
        <CallbackButton
          className={buttonStyles({ size: 'lg', fullWidth: true, className: 'mt-7' })}
        >
          Ask about the next cohort
        </CallbackButton>
      )}
    </aside>
  );
}

function SeatsBadge({ seatsLeft, isLow }: { seatsLeft: number; isLow: boolean }) {
  if (seatsLeft > 0 && !isLow) return null;
  const Icon = seatsLeft > 0 ? Flame : Lock;
  return (
    <p
      data-testid="kodr-seats-left"
      className={clsx(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold',
        seatsLeft > 0 ? 'bg-amber-100 text-amber-900' : 'bg-red-100 text-red-800',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {seatsLeft > 0 ? seatsLeftText(seatsLeft) : 'Registrations closed'}
    </p>
  );
}
