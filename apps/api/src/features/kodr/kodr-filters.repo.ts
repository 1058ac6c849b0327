import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';

import { istDayEnd, istDayStart } from '@app/shared';

import { containsPattern } from '../../db/list-query.ts';
import { kodrRegistrations as r, kodrRegistrationStats as s } from '../../db/schema/index.ts';
import type { KodrFilter, TextMatch } from './kodr.filters.ts';

/** GET /admin/kodr's filters (kodr.filters.ts) in SQL, for kodr.repo.ts. */

/**
 * Each text match is the expression its trigram index was built on (lower(name), email,
 * contact_digits), so the planner can use kodr_reg_*_trgm_idx. A contact without digits
 * cannot match anything.
 */
function textCondition({ field, value }: TextMatch): SQL {
  if (field === 'name') return sql`lower(${r.name}) like ${containsPattern(value)}`;
  if (field === 'email') return sql`${r.email} ilike ${containsPattern(value)}`;
  if (!value) return sql`false`;
  return sql`${r.contactDigits} like ${containsPattern(value)}`;
}

const listed = <T>(values: T[] | undefined) => (values?.length ? values : undefined);

/** WHERE for kodr_registrations. Dates are IST calendar days, endDate inclusive. */
export function registrationWhere(filter: KodrFilter, extra: (SQL | undefined)[] = []) {
  const callStatus = listed(filter.callStatus);
  const status = listed(filter.status);
  const paymentStatus = listed(filter.paymentStatus);
  return and(
    ...filter.text.map(textCondition),
    filter.cohortId ? eq(r.cohortId, filter.cohortId) : undefined,
    callStatus ? inArray(r.callStatus, callStatus) : undefined,
    status ? inArray(r.status, status) : undefined,
    paymentStatus ? inArray(r.paymentStatus, paymentStatus) : undefined,
    filter.startDate ? gte(r.createdAt, istDayStart(filter.startDate)) : undefined,
    filter.endDate ? lt(r.createdAt, istDayEnd(filter.endDate)) : undefined,
    ...extra,
  );
}

/** The same filter on kodr_registration_stats (no text: callers check hasTextMatch first). */
export function statsWhere(filter: KodrFilter) {
  const callStatus = listed(filter.callStatus);
  const status = listed(filter.status);
  const paymentStatus = listed(filter.paymentStatus);
  return and(
    filter.cohortId ? eq(s.cohortId, filter.cohortId) : undefined,
    callStatus ? inArray(s.callStatus, callStatus) : undefined,
    status ? inArray(s.status, status) : undefined,
    paymentStatus ? inArray(s.paymentStatus, paymentStatus) : undefined,
    filter.startDate ? gte(s.day, filter.startDate) : undefined,
    filter.endDate ? lte(s.day, filter.endDate) : undefined,
  );
}

/** Newest first, spelled exactly as kodr_reg_created_idx is built (DESC NULLS LAST). */
export const newestFirst = [
  sql`${r.createdAt} desc nulls last`,
  sql`${r.id} desc nulls last`,
] as const;
