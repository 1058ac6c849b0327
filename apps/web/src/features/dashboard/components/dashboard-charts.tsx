import type { Dashboard } from '@app/shared';

import '../lib/recharts-on-preact.ts';

import type { DayRange } from '../lib/date-range.ts';
import { RegistrationsChart } from './registrations-chart.tsx';
import { RevenueChart } from './revenue-chart.tsx';
import { SourceChart } from './source-chart.tsx';

/**
 * The three charts. This module is the only way in to recharts: the page loads it with
 * React.lazy, so the chart library is its own chunk, fetched after the figures are on screen
 * and never part of another page.
 */
export default function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  // The range the figures were counted for (the previous one while a new range loads).
  const range: DayRange = {
    from: dashboard.range.from.slice(0, 10),
    to: dashboard.range.to.slice(0, 10),
  };
  return (
    <div className="grid gap-4 sm:gap-5">
      <RegistrationsChart dashboard={dashboard} range={range} />
      <div className="grid gap-4 sm:gap-5 xl:grid-cols-2">
        <RevenueChart dashboard={dashboard} range={range} />
        <SourceChart dashboard={dashboard} />
      </div>
    </div>
  );
}
