import { clsx } from 'clsx';
import { Armchair, TimerOff } from 'lucide-react';

import { seatHeldText } from '@app/shared';

import { formatTime } from '@/core/format-date';
import { formatCountdown } from '@/core/hooks/use-countdown';
import { useNow } from '@/core/hooks/use-now';

type SeatHoldNoticeProps = {
  /** when the student's open online order stops holding the seat (ISO) */
  heldUntil: string;
  /** the site's hold length (config SEAT_HOLD_MINUTES), for the headline */
  minutes: number;
  className?: string;
};

/**
 * The seat an open online order holds: until when, a live countdown, and what happens if it
 * runs out (the seat goes back; a payment that completes after the batch filled up is refunded).
 */
export function SeatHoldNotice({ heldUntil, minutes, className }: SeatHoldNoticeProps) {
  const now = useNow(1000);
  const endsAt = Date.parse(heldUntil);
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const until = formatTime(heldUntil);

  if (secondsLeft === 0) {
    return (
      <div
        data-testid="seat-hold-lapsed"
        role="status"
        className={clsx(
          'flex gap-3 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm',
          className,
        )}
      >
        <TimerOff className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-bold text-slate-900">Your seat hold ended at {until}</p>
          <p className="mt-0.5 leading-snug text-slate-600">
            The seat went back to the batch. You can still pay while seats are left; if the batch
            fills up before your payment completes, we refund you in full.
          </p>
        </div>
      </div>
    );
  }

  return (
    <div
      data-testid="seat-hold"
      className={clsx(
        'flex gap-3 rounded-2xl border border-brand-200 bg-brand-50/70 px-4 py-3 text-sm',
        className,
      )}
    >
      <Armchair className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <span className="font-bold text-slate-900">{seatHeldText(minutes)}</span>
          <span className="text-xs font-semibold whitespace-nowrap text-brand-800">
            until <span data-testid="seat-hold-until">{until}</span> ·{' '}
            <span
              role="timer"
              aria-label="Time left on your seat hold"
              data-testid="seat-hold-left"
              className="font-mono tabular-nums"
            >
              {formatCountdown(secondsLeft)}
            </span>{' '}
            left
          </span>
        </p>
        <p className="mt-0.5 leading-snug text-slate-600">
          Finish paying before then. If the time runs out, the seat goes back to other students; if
          the batch fills up before your payment completes, we refund you in full.
        </p>
      </div>
    </div>
  );
}
