import { plural } from '@app/shared';

import { countdownParts } from '@/core/countdown';

/**
 * Days, hours, minutes and seconds to `at` in four tiles on a dark hero, read out once as a
 * sentence (the ticking tiles are hidden from screen readers).
 */
export function CountdownTiles({
  label,
  at,
  now,
  testId,
}: {
  label: string;
  at: string;
  now: number;
  testId?: string;
}) {
  const parts = countdownParts(Date.parse(at) - now);
  const tiles = [
    { value: parts.days, unit: 'Days' },
    { value: parts.hours, unit: 'Hours' },
    { value: parts.minutes, unit: 'Min' },
    { value: parts.seconds, unit: 'Sec' },
  ];
  return (
    <div data-testid={testId}>
      <p className="text-xs font-semibold tracking-widest text-brand-200 uppercase">{label}</p>
      <p className="sr-only">{`${label} ${plural(parts.days, 'day')} ${plural(parts.hours, 'hour')} ${plural(parts.minutes, 'minute')}`}</p>
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
