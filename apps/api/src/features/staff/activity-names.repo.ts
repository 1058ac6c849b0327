import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

import { activityNameFromChanges, formatPaise, ID_PATTERN, shortName } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import {
  bans,
  callbackRequests,
  codingProblems,
  coupons,
  courseAnnouncements,
  courses,
  batches,
  fillInTheBlanks,
  kodexContests,
  kodrCohorts,
  kodrRegistrations,
  mcqs,
  payments,
  users,
  utmLinks,
  webinars,
  webinarUsers,
  whizzes,
} from '../../db/schema/index.ts';
import { fullName } from './users.repo.ts';

type Names = Map<string, string>;
type Lookup = (db: Tx, ids: string[]) => Promise<Names>;

/** One column of one table holds the name. */
function column(table: PgTable & { id: AnyPgColumn }, name: AnyPgColumn | SQL): Lookup {
  return async (db, ids) => {
    const rows = await db.select({ id: table.id, name }).from(table).where(inArray(table.id, ids));
    return new Map(rows.map((r) => [String(r.id), String(r.name)]));
  };
}

/** A payment reads as its amount and who paid: "₹30,625 from Asha Rao". */
const paymentNames: Lookup = async (db, ids) => {
  const rows = await db
    .select({ id: payments.id, paise: payments.totalPaise, payer: fullName(users) })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(inArray(payments.id, ids));
  return new Map(
    rows.map((r) => [r.id, `${formatPaise(r.paise)}${r.payer ? ` from ${r.payer}` : ''}`]),
  );
};

/** A ban reads as whom it bars: the account's name, else the phone or e-mail it names. */
const banNames: Lookup = async (db, ids) => {
  const rows = await db
    .select({ id: bans.id, person: fullName(users), phone: bans.phoneNumber, email: bans.email })
    .from(bans)
    .leftJoin(users, eq(users.id, bans.userId))
    .where(inArray(bans.id, ids));
  return new Map(rows.map((r) => [r.id, r.person || r.phone || r.email || '']));
};

const LOOKUPS: Record<string, Lookup> = {
  user: column(users, fullName(users)),
  ban: banNames,
  payment: paymentNames,
  coupon: column(coupons, coupons.code),
  course: column(courses, courses.title),
  course_announcement: column(courseAnnouncements, courseAnnouncements.title),
  batch: column(batches, batches.name),
  whizz: column(whizzes, whizzes.title),
  mcq: column(mcqs, mcqs.question),
  fill_in_the_blank: column(fillInTheBlanks, fillInTheBlanks.question),
  coding_problem: column(codingProblems, codingProblems.title),
  kodex_contest: column(kodexContests, kodexContests.title),
  kodr_cohort: column(kodrCohorts, kodrCohorts.title),
  kodr_registration: column(kodrRegistrations, kodrRegistrations.name),
  webinar: column(webinars, webinars.title),
  webinar_user: column(webinarUsers, webinarUsers.name),
  callback: column(callbackRequests, callbackRequests.name),
  utm_link: column(utmLinks, utmLinks.campaign),
};

type Named = {
  entity: string;
  entityId: string | null;
  changes: Parameters<typeof activityNameFromChanges>[2];
};

/**
 * The name of each entry's record, in entry order. An entry that names its record (a created or
 * deleted title, a site page) keeps the name it had then; the rest are read from the records as
 * they are now, one query per kind of record on the page. Entries written before names were
 * shown read the same way; a record since deleted (and never named in its entries) has none.
 */
export async function findEntityNames(db: Tx, entries: Named[]): Promise<(string | null)[]> {
  const names = entries.map((e) => activityNameFromChanges(e.entity, e.entityId, e.changes));
  const wanted = new Map<string, Set<string>>();
  entries.forEach((e, i) => {
    if (names[i] || !e.entityId || !ID_PATTERN.test(e.entityId) || !LOOKUPS[e.entity]) return;
    wanted.set(e.entity, (wanted.get(e.entity) ?? new Set()).add(e.entityId));
  });
  const found = new Map<string, Names>();
  for (const [entity, ids] of wanted) found.set(entity, await LOOKUPS[entity]!(db, [...ids]));
  return entries.map((e, i) => {
    if (names[i]) return names[i];
    const name = e.entityId ? found.get(e.entity)?.get(e.entityId) : undefined;
    return name?.trim() ? shortName(name) : null;
  });
}
