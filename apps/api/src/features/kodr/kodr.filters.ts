import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';

import {
  classifySearch,
  istDayEnd,
  istDayStart,
  normalizeContact,
  type CallStatus,
  type PaymentStatus,
  type RegistrationStatus,
} from '@app/shared';

import { kodrRegistrations as r, kodrRegistrationStats as s } from '../../db/schema/index.ts';

/** GET /admin/kodr's filters once parsed (page and limit aside). */
export type KodrFilterQuery = {
  search?: string;
  name?: string;
  email?: string;
  contact?: string;
  callStatus?: CallStatus[];
  status?: RegistrationStatus[];
  paymentStatus?: PaymentStatus[];
  startDate?: string;
  endDate?: string;
  cohortId?: string;
};

type TextMatch = { field: 'name' | 'email' | 'contact'; value: string };

/** The query reduced to what SQL needs: substring matches, and filters the stats table knows. */
export type KodrFilter = {
  text: TextMatch[];
  callStatus?: CallStatus[];
  status?: RegistrationStatus[];
  paymentStatus?: PaymentStatus[];
  startDate?: string;
  endDate?: string;
  cohortId?: string;
};

export function toKodrFilter(query: KodrFilterQuery): KodrFilter {
  const { search, name, email, contact } = query;
  const text: TextMatch[] = [];
  // The search box follows the admin search rule; explicit name/email/contact narrow further.
  const searched = classifySearch(search);
  if (searched) text.push(searched);
  if (name?.trim()) text.push({ field: 'name', value: name.trim() });
  if (email?.trim()) text.push({ field: 'email', value: email.trim() });
  if (contact?.trim()) text.push({ field: 'contact', value: contact.trim() });
  return {
    text: text.map(({ field, value }) =>
      field === 'contact'
        ? { field, value: normalizeContact(value) }
        : { field, value: value.toLowerCase() },
    ),
    callStatus: query.callStatus,
    status: query.status,
    paymentStatus: query.paymentStatus,
    startDate: query.startDate,
    endDate: query.endDate,
    cohortId: query.cohortId,
  };
}

export const hasTextMatch = (filter: KodrFilter) => filter.text.length > 0;

/** `%value%` for LIKE, with the user's own %, _ and \ taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, '\\$&')}%`;
}

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
