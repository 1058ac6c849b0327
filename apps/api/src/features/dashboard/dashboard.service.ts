import {
  FOLLOW_UP_STATUSES,
  isAdminRole,
  istToday,
  ZDashboardQuery,
  type Dashboard,
  type FollowUpStatus,
  type RegistrationSource,
} from '@app/shared';

import { validationError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { StatMetric } from '../../db/schema/index.ts';
import * as repo from './dashboard.repo.ts';

/** `warnings`: the settings an operator should fix (config.warnings, fixed at start). */
type Deps = { db: Db; warnings: readonly string[] };

/** The days a range covers when none is given: the last 30 days, today (IST) included. */
export const DEFAULT_RANGE_DAYS = 30;
/** The UTM breakdown shows this many sources; the rest are summed into one 'other' row. */
export const TOP_SOURCES = 10;
export const OTHER_SOURCE = 'other';

/**
 * A callback is open until someone has dealt with it for good: 'new' (nobody has called yet)
 * and 'contacted' (in conversation) still need staff; 'converted' and 'closed' are done.
 */
const OPEN_FOLLOW_UPS = FOLLOW_UP_STATUSES.filter(
  (st): st is Exclude<FollowUpStatus, 'converted' | 'closed'> =>
    st !== 'converted' && st !== 'closed',
);

/** The registration kinds as the dashboard names them, and the metric each is counted under. */
const REGISTRATION_METRICS: Record<RegistrationSource, StatMetric> = {
  kodr: 'kodr',
  kodex: 'kodex',
  webinars: 'webinar',
  callbacks: 'callback',
};
const LEAD_METRICS = Object.values(REGISTRATION_METRICS);

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** The Monday on or before an IST calendar day (1970-01-01 was a Thursday). */
const weekStartOf = (n: number) => n - ((n + 3) % 7);

/**
 * The range the dashboard shows: what was asked, the missing end filled in (to: today IST;
 * from: 30 days before `to`), then checked by the same rules as the query schema, so a
 * one-sided range that ends up backwards or too long is refused in the same words.
 */
export function resolveRange(
  query: { from?: string; to?: string },
  today: string,
): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? dayOf(dayNumber(to) - (DEFAULT_RANGE_DAYS - 1));
  const checked = ZDashboardQuery.safeParse({ from, to });
  if (!checked.success) {
    throw validationError(
      checked.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
    );
  }
  return { from, to };
}

/**
 * Figures, series and breakdown for an IST day range (two statements, run side by side), with
 * the operator warnings for the admins who run the school (the menu also lets only them in; the
 * check stays here so that widening the menu never shows deployment details to other staff).
 */
export async function getDashboard(
  { db, warnings }: Deps,
  query: { from?: string; to?: string },
  viewerRole: string,
  now = new Date(),
): Promise<Dashboard> {
  const today = istToday(now);
  const range = resolveRange(query, today);
  const [rows, current] = await Promise.all([
    repo.statsInRange(db, range.from, range.to),
    repo.nowCounts(db, { openStatuses: OPEN_FOLLOW_UPS, today, now }),
  ]);
  return {
    ...assemble(range, rows, current),
    warnings: isAdminRole(viewerRole) ? [...warnings] : [],
  };
}

export function assemble(
  range: { from: string; to: string },
  rows: repo.StatRow[],
  current: repo.NowCounts,
): Omit<Dashboard, 'warnings'> {
  const first = dayNumber(range.from);
  const last = dayNumber(range.to);
  const totals = repo.zeroTotals();
  const perDay = new Map<string, repo.StatRow>();
  const revenuePerWeek = new Map<number, number>();
  const sources: { source: string; leads: number; conversions: number }[] = [];

  for (const r of rows) {
    if (r.day !== null) {
      for (const key of Object.keys(totals) as (keyof repo.StatTotals)[]) totals[key] += r[key];
      perDay.set(r.day, r);
      const week = weekStartOf(dayNumber(r.day));
      revenuePerWeek.set(week, (revenuePerWeek.get(week) ?? 0) + r.revenuePaise);
    } else if (r.source !== null) {
      sources.push({
        source: r.source,
        leads: LEAD_METRICS.reduce((sum, m) => sum + r[m], 0),
        conversions: r.payment,
      });
    }
  }

  const registrations = {
    kodr: totals.kodr,
    kodex: totals.kodex,
    webinars: totals.webinar,
    callbacks: totals.callback,
  };

  const registrationsPerDay: Dashboard['registrationsPerDay'] = [];
  for (let n = first; n <= last; n++) {
    const day = dayOf(n);
    const r = perDay.get(day);
    registrationsPerDay.push({
      day,
      kodr: r?.kodr ?? 0,
      kodex: r?.kodex ?? 0,
      webinars: r?.webinar ?? 0,
      callbacks: r?.callback ?? 0,
    });
  }

  // Monday-start weeks touching the range; the first and last hold only the range's days.
  const weeks: Dashboard['revenuePerWeek'] = [];
  for (let w = weekStartOf(first); w <= last; w += 7) {
    weeks.push({ weekStart: dayOf(w), revenuePaise: revenuePerWeek.get(w) ?? 0 });
  }

  return {
    range,
    figures: {
      registrations: {
        ...registrations,
        total:
          registrations.kodr +
          registrations.kodex +
          registrations.webinars +
          registrations.callbacks,
      },
      conversions: totals.payment,
      revenuePaise: totals.revenuePaise,
      newEnrolments: totals.enrolment,
      quizAttempts: totals.quiz_attempt,
      ...current,
    },
    registrationsPerDay,
    revenuePerWeek: weeks,
    bySource: topSources(sources),
  };
}

/**
 * Sources by leads (then conversions, then name); past the first TOP_SOURCES, the rest are
 * summed into one 'other' row (with any source that is itself called 'other'). Sources with
 * neither leads nor conversions in the range are left out.
 */
function topSources(sources: { source: string; leads: number; conversions: number }[]) {
  const ranked = sources
    .filter((r) => r.leads > 0 || r.conversions > 0)
    .sort(
      (a, b) =>
        b.leads - a.leads ||
        b.conversions - a.conversions ||
        (a.source < b.source ? -1 : a.source > b.source ? 1 : 0),
    );
  if (ranked.length <= TOP_SOURCES + 1) return ranked;
  const top = ranked.filter((r) => r.source !== OTHER_SOURCE).slice(0, TOP_SOURCES);
  const kept = new Set(top.map((r) => r.source));
  const other = { source: OTHER_SOURCE, leads: 0, conversions: 0 };
  for (const r of ranked) {
    if (kept.has(r.source)) continue;
    other.leads += r.leads;
    other.conversions += r.conversions;
  }
  return [...top, other];
}
