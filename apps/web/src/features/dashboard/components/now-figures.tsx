import { CalendarClock, Layers, PhoneCall, type LucideIcon } from 'lucide-react';

import { formatNumber, type Dashboard } from '@app/shared';

import { FigureLink } from './figure-card.tsx';

type NowFigure = {
  key: 'openCallbacks' | 'activeBatches' | 'upcomingWebinars';
  icon: LucideIcon;
  label: string;
  hint: string;
  to: string;
  linkLabel: string;
  testId: string;
};

const NOW_FIGURES: NowFigure[] = [
  {
    key: 'openCallbacks',
    icon: PhoneCall,
    label: 'Open callbacks',
    hint: 'Requests not yet closed',
    to: '/admin/callbacks',
    linkLabel: 'Callback data',
    testId: 'figure-open-callbacks',
  },
  {
    key: 'activeBatches',
    icon: Layers,
    label: 'Active batches',
    hint: 'Running and not yet ended',
    to: '/admin/courses',
    linkLabel: 'Courses',
    testId: 'figure-active-batches',
  },
  {
    key: 'upcomingWebinars',
    icon: CalendarClock,
    label: 'Upcoming webinars',
    hint: 'Not started yet',
    to: '/admin/webinars',
    linkLabel: 'Webinars',
    testId: 'figure-upcoming-webinars',
  },
];

/** The figures that describe the school today, whatever the chosen range. */
export function NowFigures({ figures }: { figures: Dashboard['figures'] }) {
  return (
    <section aria-labelledby="dashboard-now-title" className="card" data-testid="figures-now">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2
          id="dashboard-now-title"
          className="flex items-center gap-2 text-sm font-semibold text-slate-900"
        >
          <span className="relative flex size-2" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
            <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
          </span>
          Right now
        </h2>
        <p className="text-xs text-slate-500">As of this moment, whatever the dates above</p>
      </header>
      <ul className="grid divide-y divide-slate-100 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {NOW_FIGURES.map((f) => (
          <li
            key={f.key}
            className="flex items-center gap-4 px-4 py-4 sm:px-5"
            data-testid={f.testId}
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-700">
              <f.icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-600">{f.label}</p>
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span
                  className="text-2xl font-bold text-slate-900 tabular-nums"
                  data-testid={`${f.testId}-value`}
                >
                  {formatNumber(figures[f.key])}
                </span>
                <span className="text-xs text-slate-500">{f.hint}</span>
              </p>
              <FigureLink to={f.to}>{f.linkLabel}</FigureLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
