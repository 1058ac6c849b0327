import { countdownParts } from '../lib/webinar-time.ts';

/** Days, hours, minutes and seconds to `at`, in four tiles (read out once as a sentence). */
export function WebinarCountdown({ at, now }: { at: string; now: number }) {
  const parts = countdownParts(Date.parse(at) - now);
  const tiles = [
    { value: parts.days, unit: 'Days' },
    { value: parts.hours, unit: 'Hours' },
    { value: parts.minutes, unit: 'Min' },
    { value: parts.seconds, unit: 'Sec' },
  ];
  return (
    <div data-testid="webinar-countdown">
      <p className="text-xs font-semibold tracking-widest text-brand-200 uppercase">Starts in</p>
      <p className="sr-only">
        {`Starts in ${parts.days} days ${parts.hours} hours ${parts.minutes} minutes`}
      </p>
      <div className="mt-3 grid grid-cols-4 gap-2 sm:gap-3" aria-hidden="true">
        {tiles.map((t) => (
          <div
            key={t.unit}
            className="rounded-xl border border-white/10 bg-white/10 px-1 py-3 text-center backdrop-blur"
          >
            <span className="block font-mono text-2xl font-bold text-white tabular-nums sm:text-3xl">
              {String(t.value).padStart(2, '0')}
            </span>
            <span className="mt-1 block text-[0.65rem] font-semibold tracking-wider text-brand-200 uppercase">
              {t.unit}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
