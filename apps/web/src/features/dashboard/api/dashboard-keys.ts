import type { DayRange } from '../lib/date-range.ts';

/** Query keys of the dashboard feature; never written inline in components. */
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  range: ({ from, to }: DayRange) => [...dashboardKeys.all, from, to] as const,
};
