import { CalendarRange, UserPlus } from 'lucide-react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

import {
  formatDayMonth,
  formatWeekdayDay,
  REGISTRATION_SOURCES,
  type Dashboard,
  formatNumber,
} from '@app/shared';

import { GRID_COLOR, KIND_COLORS } from '../lib/chart-colors.ts';
import { dayTotal, fillDays, KIND_LABELS, type DayRow } from '../lib/chart-data.ts';
import type { DayRange } from '../lib/date-range.ts';
import { AXIS_TICK, CHART_MARGIN } from './chart-axis.ts';
import { ChartCard, ChartEmpty, LegendDot } from './chart-card.tsx';
import { hoveredRow, TooltipBox } from './chart-tooltip.tsx';

/** Past this many days the bars get too thin to read: the chart becomes a stacked area. */
const MAX_BAR_DAYS = 45;

function DayTooltip(props: { active?: boolean; payload?: readonly unknown[] }) {
  const row = hoveredRow<DayRow>(props);
  if (!row) return null;
  return (
    <TooltipBox
      title={formatWeekdayDay(row.day)}
      rows={REGISTRATION_SOURCES.map((kind) => ({
        color: KIND_COLORS[kind],
        label: KIND_LABELS[kind],
        value: formatNumber(row[kind]),
      }))}
      footer={`${formatNumber(dayTotal(row))} in all`}
    />
  );
}

/** New registrations of the four kinds per India-time day, stacked. */
export function RegistrationsChart({
  dashboard,
  range,
}: {
  dashboard: Dashboard;
  range: DayRange;
}) {
  const data = fillDays(range, dashboard.registrationsPerDay);
  const totals = dashboard.figures.registrations;
  const isEmpty = data.every((row) => dayTotal(row) === 0);
  const busiest = data.reduce<DayRow | null>(
    (best, row) => (best === null || dayTotal(row) > dayTotal(best) ? row : best),
    null,
  );
  const asBars = data.length <= MAX_BAR_DAYS;

  const grid = <CartesianGrid vertical={false} stroke={GRID_COLOR} strokeDasharray="3 3" />;
  const xAxis = (
    <XAxis
      dataKey="day"
      tickFormatter={formatDayMonth}
      {...AXIS_TICK}
      minTickGap={18}
      interval="preserveStartEnd"
    />
  );
  const yAxis = <YAxis allowDecimals={false} width={36} {...AXIS_TICK} />;
  const tooltip = (
    <Tooltip
      content={DayTooltip}
      cursor={asBars ? { fill: '#f1f5f9' } : { stroke: '#94a3b8', strokeDasharray: '3 3' }}
    />
  );
  const style = { width: '100%', height: 288 };

  return (
    <ChartCard
      icon={UserPlus}
      title="Registrations per day"
      description="Kodr, Kodex, webinar sign-ups and callback requests, by India-time day."
      testId="chart-registrations"
      legendTestId="registrations-legend"
      legend={
        <>
          {REGISTRATION_SOURCES.map((kind) => (
            <LegendDot
              key={kind}
              color={KIND_COLORS[kind]}
              label={KIND_LABELS[kind]}
              value={formatNumber(totals[kind])}
            />
          ))}
          {busiest && dayTotal(busiest) > 0 && (
            <span className="text-xs text-slate-500 sm:ml-auto">
              Busiest day{' '}
              <span className="font-semibold text-slate-900">{formatDayMonth(busiest.day)}</span> (
              {formatNumber(dayTotal(busiest))})
            </span>
          )}
        </>
      }
    >
      {isEmpty ? (
        <ChartEmpty
          icon={CalendarRange}
          title="No registrations in this range"
          hint="Pick a longer range to see how sign-ups have moved."
        />
      ) : asBars ? (
        <BarChart responsive style={style} data={data} margin={CHART_MARGIN} barCategoryGap="18%">
          {grid}
          {xAxis}
          {yAxis}
          {tooltip}
          {REGISTRATION_SOURCES.map((kind) => (
            <Bar
              key={kind}
              dataKey={kind}
              name={KIND_LABELS[kind]}
              stackId="registrations"
              fill={KIND_COLORS[kind]}
              maxBarSize={28}
            />
          ))}
        </BarChart>
      ) : (
        <AreaChart responsive style={style} data={data} margin={CHART_MARGIN}>
          {grid}
          {xAxis}
          {yAxis}
          {tooltip}
          {REGISTRATION_SOURCES.map((kind) => (
            <Area
              key={kind}
              type="monotone"
              dataKey={kind}
              name={KIND_LABELS[kind]}
              stackId="registrations"
              stroke={KIND_COLORS[kind]}
              fill={KIND_COLORS[kind]}
              fillOpacity={0.55}
              strokeWidth={1.5}
            />
          ))}
        </AreaChart>
      )}
    </ChartCard>
  );
}
