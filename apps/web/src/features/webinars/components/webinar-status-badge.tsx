import { clsx } from 'clsx';

import type { WebinarStatus } from '@app/shared';

import { DotBadge, type DotStyle } from '@/components/ui/dot-badge';

const LABELS: Record<WebinarStatus, string> = {
  upcoming: 'Upcoming',
  live: 'Live now',
  past: 'Ended',
};

const SOLID: Record<WebinarStatus, DotStyle> = {
  upcoming: { box: 'bg-white/95 text-brand-800', dot: 'bg-brand-500' },
  live: { box: 'bg-red-600 text-white', dot: 'bg-white animate-pulse' },
  past: { box: 'bg-slate-900/80 text-white', dot: 'bg-slate-400' },
};

const DARK: Record<WebinarStatus, DotStyle> = {
  upcoming: { box: 'border-sky-300/30 bg-sky-400/10 text-sky-100', dot: 'bg-sky-300' },
  live: { box: 'border-red-300/40 bg-red-500/20 text-red-50', dot: 'bg-red-400 animate-pulse' },
  past: { box: 'border-white/20 bg-white/10 text-slate-200', dot: 'bg-slate-400' },
};

/** "Live now" (pulsing), "Upcoming" or "Ended": solid over a cover, outlined on the dark hero. */
export function WebinarStatusBadge({
  status,
  tone = 'solid',
  className,
}: {
  status: WebinarStatus;
  tone?: 'solid' | 'dark';
  className?: string;
}) {
  return (
    <DotBadge
      testId="webinar-status"
      label={LABELS[status]}
      look={tone === 'dark' ? DARK[status] : SOLID[status]}
      className={clsx(
        'gap-1.5 px-2.5 font-bold',
        tone === 'dark' ? 'border' : 'shadow-sm',
        className,
      )}
    />
  );
}
