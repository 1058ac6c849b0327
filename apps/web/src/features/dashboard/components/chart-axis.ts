import { AXIS_TEXT_COLOR } from '../lib/chart-colors.ts';

/** Axis look shared by every dashboard chart: small slate labels, no tick marks or axis line. */
export const AXIS_TICK = {
  tick: { fontSize: 12, fill: AXIS_TEXT_COLOR },
  tickLine: false,
  axisLine: false,
} as const;

export const CHART_MARGIN = { top: 4, right: 8, bottom: 0, left: 0 } as const;
