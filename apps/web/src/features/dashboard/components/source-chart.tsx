import { Megaphone, Radar } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';

import { formatNumber, type Dashboard } from '@app/shared';

import { CONVERSIONS_COLOR, GRID_COLOR, LEADS_COLOR } from '../lib/chart-colors.ts';
import { sourceBars, type SourceBar } from '../lib/chart-data.ts';
import { formatShare } from '../lib/format.ts';
import { AXIS_TICK } from './chart-axis.ts';
import { ChartCard, ChartEmpty, LegendDot } from './chart-card.tsx';
import { hoveredRow, TooltipBox } from './chart-tooltip.tsx';

const LABEL_CHARS = 14;
const shortLabel = (label: string) =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

function SourceTooltip(props: { active?: boolean; payload?: readonly unknown[] }) {
  const bar = hoveredRow<SourceBar>(props);
  if (!bar) return null;
  const share = formatShare(bar.conversions, bar.leads);
  return (
    <TooltipBox
      title={bar.label}
      rows={[
        { color: LEADS_COLOR, label: 'Leads', value: formatNumber(bar.leads) },
        { color: CONVERSIONS_COLOR, label: 'Conversions', value: formatNumber(bar.conversions) },
      ]}
      footer={share ? `${share} of leads converted` : null}
    />
  );
}

/** Leads (the four registration kinds) and paid conversions per utm_source, most leads first. */
export function SourceChart({ dashboard }: { dashboard: Dashboard }) {
  const bars = sourceBars(dashboard.bySource);
  const leads = bars.reduce((sum, b) => sum + b.leads, 0);
  const conversions = bars.reduce((sum, b) => sum + b.conversions, 0);
  // Two bars per source need room: the plot grows with the number of sources.
  const height = Math.max(180, bars.length * 46 + 36);

  return (
    <ChartCard
      icon={Megaphone}
      title="Leads and conversions by source"
      description="By the campaign link (utm_source) people came from."
      testId="chart-sources"
      legend={
        <>
          <LegendDot color={LEADS_COLOR} label="Leads" value={formatNumber(leads)} />
          <LegendDot
            color={CONVERSIONS_COLOR}
            label="Conversions"
            value={formatNumber(conversions)}
          />
        </>
      }
    >
      {bars.length === 0 ? (
        <ChartEmpty
          icon={Radar}
          title="No leads in this range"
          hint="Sources appear as people register or ask for a callback."
        />
      ) : (
        <BarChart
          layout="vertical"
          responsive
          style={{ width: '100%', height }}
          data={bars}
          margin={{ top: 0, right: 36, bottom: 0, left: 0 }}
          barCategoryGap="22%"
          barGap={2}
        >
          <CartesianGrid horizontal={false} stroke={GRID_COLOR} strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} {...AXIS_TICK} />
          <YAxis
            type="category"
            dataKey="label"
            width={108}
            tickFormatter={shortLabel}
            {...AXIS_TICK}
            tick={{ ...AXIS_TICK.tick, fill: '#334155' }}
          />
          <Tooltip content={SourceTooltip} cursor={{ fill: '#f1f5f9' }} />
          {(['leads', 'conversions'] as const).map((key) => (
            <Bar
              key={key}
              dataKey={key}
              name={key === 'leads' ? 'Leads' : 'Conversions'}
              fill={key === 'leads' ? LEADS_COLOR : CONVERSIONS_COLOR}
              radius={[0, 4, 4, 0]}
              maxBarSize={14}
            >
              {/* The count at the end of each bar: readable without hovering, on a phone too. */}
              <LabelList
                dataKey={key}
                position="right"
                offset={6}
                fontSize={11}
                fill="#475569"
                formatter={(v) => (typeof v === 'number' ? formatNumber(v) : v)}
              />
            </Bar>
          ))}
        </BarChart>
      )}
    </ChartCard>
  );
}
