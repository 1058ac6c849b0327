import { IndianRupee, Wallet } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

import {
  formatPaise,
  formatDateRange,
  formatDay,
  formatDayMonth,
  plural,
  type Dashboard,
} from '@app/shared';

import { GRID_COLOR, REVENUE_COLOR } from '../lib/chart-colors.ts';
import { fillWeeks, niceTicks } from '../lib/chart-data.ts';
import { addDays, type DayRange } from '../lib/date-range.ts';
import { compactRupees } from '../lib/format.ts';
import { AXIS_TICK, CHART_MARGIN } from './chart-axis.ts';
import { ChartCard, ChartEmpty, LegendDot } from './chart-card.tsx';
import { hoveredRow, TooltipBox } from './chart-tooltip.tsx';

type WeekBar = { weekStart: string; rupees: number; revenuePaise: number };

/** The days of a week the range covers, when it does not cover all seven. */
function partialNote(weekStart: string, range: DayRange): string | null {
  const from = weekStart < range.from ? range.from : weekStart;
  const weekEnd = addDays(weekStart, 6);
  const to = weekEnd > range.to ? range.to : weekEnd;
  if (from === weekStart && to === weekEnd) return null;
  return from === to
    ? `Only ${formatDay(from)} is in the range`
    : `Counts ${formatDateRange(from, to)}`;
}

/** Successful payments per week (Monday to Sunday, India time), in rupees. */
export function RevenueChart({ dashboard, range }: { dashboard: Dashboard; range: DayRange }) {
  const data: WeekBar[] = fillWeeks(range, dashboard.revenuePerWeek).map((w) => ({
    ...w,
    rupees: w.revenuePaise / 100,
  }));
  const isEmpty = data.every((w) => w.revenuePaise === 0);
  const { revenuePaise: total, conversions } = dashboard.figures;
  const ticks = niceTicks(Math.max(...data.map((w) => w.rupees)));

  const renderTooltip = (props: { active?: boolean; payload?: readonly unknown[] }) => {
    const week = hoveredRow<WeekBar>(props);
    if (!week) return null;
    return (
      <TooltipBox
        title={`Week of ${formatDay(week.weekStart)}`}
        rows={[{ color: REVENUE_COLOR, label: 'Revenue', value: formatPaise(week.revenuePaise) }]}
        footer={partialNote(week.weekStart, range)}
      />
    );
  };

  return (
    <ChartCard
      icon={Wallet}
      title="Revenue per week"
      description="Successful payments, weeks from Monday (IST)."
      testId="chart-revenue"
      legend={
        <>
          <LegendDot color={REVENUE_COLOR} label="Revenue" value={formatPaise(total)} />
          <span className="text-xs text-slate-500">from {plural(conversions, 'payment')}</span>
        </>
      }
    >
      {isEmpty ? (
        <ChartEmpty
          icon={IndianRupee}
          title="No payments in this range"
          hint="Revenue shows here once a payment succeeds."
        />
      ) : (
        // Fills the card, so it lines up with the source chart beside it on a wide screen.
        <div className="min-h-64 flex-1">
          <BarChart
            responsive
            style={{ width: '100%', height: '100%' }}
            data={data}
            margin={CHART_MARGIN}
            barCategoryGap="24%"
          >
            <CartesianGrid vertical={false} stroke={GRID_COLOR} strokeDasharray="3 3" />
            <XAxis
              dataKey="weekStart"
              tickFormatter={formatDayMonth}
              {...AXIS_TICK}
              minTickGap={12}
            />
            <YAxis
              tickFormatter={compactRupees}
              ticks={ticks}
              domain={[0, ticks[ticks.length - 1]!]}
              width={56}
              {...AXIS_TICK}
            />
            <Tooltip content={renderTooltip} cursor={{ fill: '#f1f5f9' }} />
            <Bar
              dataKey="rupees"
              name="Revenue"
              fill={REVENUE_COLOR}
              radius={[6, 6, 0, 0]}
              maxBarSize={44}
            />
          </BarChart>
        </div>
      )}
    </ChartCard>
  );
}
