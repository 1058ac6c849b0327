import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  cohortStartText,
  hasCohortStarted,
  istDayEnd,
  istToday,
  KODR_MSG,
  KODR_SEARCH_RESULT_CAP,
  normalizeContact,
  paginate,
  plural,
  type KodrCohort,
  type KodrCohortContent,
  type KodrListData,
  type KodrPatchBody,
  type KodrRegistration,
  type KodrStatusField,
  type ZKodrListQuery,
  type ZKodrRegistrationBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { EXPORT_MAX_ROWS, exportBatches, exportSize } from '../../core/csv-export.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../core/errors.ts';
import { violatedConstraint } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  courseExists,
  findCurrentCohort,
  lockCurrentCohort,
  updateCohort,
} from './kodr-cohort.repo.ts';
import { cohortContent, seatsLeft, toCohortDto, toRegistrationDto } from './kodr.dto.ts';
import { hasTextMatch, toKodrFilter } from './kodr.filters.ts';
import * as repo from './kodr.repo.ts';

type Deps = { db: Db };
export type KodrListQueryParsed = z.output<typeof ZKodrListQuery>;

const NO_COHORT = 'No Kodr cohort is open right now.';

export async function getCurrentCohort({ db }: Deps): Promise<KodrCohort> {
  const cohort = await findCurrentCohort(db);
  if (!cohort) throw notFound(NO_COHORT);
  return toCohortDto(cohort);
}

/**
 * One transaction: take a seat (conditional UPDATE, so concurrent sign-ups cannot oversell),
 * then insert. A duplicate e-mail or contact for the cohort fails the insert and rolls the
 * seat back with it.
 */
export async function register(
  { db }: Deps,
  input: { body: z.output<typeof ZKodrRegistrationBody>; userId: string | null },
) {
  const { body } = input;
  const utm = body.utm && Object.values(body.utm).some(Boolean) ? body.utm : null;
  try {
    return await inTransaction(db, async (tx) => {
      const seat = await repo.claimSeat(tx, istToday());
      if (!seat) {
        const cohort = await findCurrentCohort(tx);
        if (!cohort) throw conflict(NO_COHORT);
        throw conflict(
          hasCohortStarted(cohort.startDate) ? KODR_MSG.cohortStarted : KODR_MSG.seatsFull,
        );
      }
      const row = await repo.insertRegistration(tx, {
        cohortId: seat.id,
        name: body.fullName,
        email: body.email,
        contact: body.contact,
        contactDigits: normalizeContact(body.contact),
        dob: body.dob,
        education: body.education,
        experience: body.experience,
        userId: input.userId,
        utm,
      });
      return {
        kodrRegistration: { _id: row.id, createdAt: row.createdAt.toISOString() },
        seatsLeft: seatsLeft(seat),
      };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const isContact = violatedConstraint(error) === 'kodr_reg_cohort_contact_uq';
    throw conflict(isContact ? KODR_MSG.duplicateContact : KODR_MSG.duplicateEmail);
  }
}

/**
 * Without a substring match the total and the page's starting day come from the per-day stats
 * (exact, a few thousand small rows), so page 1 and page 50,000 cost the same. With one, the
 * newest KODR_SEARCH_RESULT_CAP matches are listed and counted (trigram index, counting stops
 * at the cap): one statement when the search is selective, two when it matches more.
 */
export async function listRegistrations(
  { db }: Deps,
  query: KodrListQueryParsed,
): Promise<KodrListData> {
  const { page, limit, ...filters } = query;
  const filter = toKodrFilter(filters);
  const offset = (page - 1) * limit;
  if (!hasTextMatch(filter)) {
    const seek = await repo.seekByDay(db, filter, offset);
    const rows = seek.day
      ? await repo.findPage(db, filter, {
          offset: offset - seek.before,
          limit,
          olderThan: istDayEnd(seek.day),
        })
      : [];
    return listData(rows, paginate(seek.total, page, limit), false);
  }
  const cap = KODR_SEARCH_RESULT_CAP;
  const found = await repo.findMatchesPage(db, filter, { offset, limit, cap });
  // No row on the page: no match at all (page 1), or a page past the end that needs the count.
  const matched = found[0]?.matched ?? (offset === 0 ? 0 : await repo.countUpTo(db, filter, cap));
  if (matched <= cap) return listData(found, paginate(matched, page, limit), false);
  const rows =
    offset < cap
      ? await repo.findPage(db, filter, { offset, limit: Math.min(limit, cap - offset) })
      : [];
  return listData(rows, paginate(cap, page, limit), true);
}

function listData(
  rows: repo.RegistrationRecord[],
  pagination: KodrListData['pagination'],
  isTotalCapped: boolean,
): KodrListData {
  return { kodrRegistrations: rows.map(toRegistrationDto), pagination, isTotalCapped };
}

/** Changes one status field; a real change is logged with its before and after. */
export async function updateRegistration(
  { db }: Deps,
  request: FastifyRequest,
  id: string,
  patch: KodrPatchBody,
): Promise<KodrRegistration> {
  const field = (Object.keys(patch) as KodrStatusField[]).find((k) => patch[k] !== undefined)!;
  const value = patch[field]!;
  return inTransaction(db, async (tx) => {
    const before = await repo.findRegistration(tx, id, true);
    if (!before) throw notFound(KODR_MSG.notFound);
    if (before[field] === value) return toRegistrationDto(before);
    const after = await repo.updateRegistration(tx, id, { [field]: value });
    await recordActivity(tx, request, {
      action: 'kodr.update',
      entity: 'kodr_registration',
      entityId: id,
      before: { [field]: before[field] },
      after: { [field]: after[field] },
    });
    return toRegistrationDto(after);
  });
}

/** The export's size first (for its headers), then its rows in keyset batches, newest first. */
export async function exportRegistrations({ db }: Deps, query: KodrListQueryParsed) {
  const { page: _page, limit: _limit, ...filters } = query;
  const filter = toKodrFilter(filters);
  const matched = hasTextMatch(filter)
    ? await repo.countUpTo(db, filter, EXPORT_MAX_ROWS)
    : (await repo.seekByDay(db, filter, 0)).total;
  return {
    ...exportSize(matched),
    rows: exportBatches((cursor, size) => repo.findBatchAfter(db, filter, cursor, size)),
  };
}

/**
 * Saves the landing page's data. Capacity may not drop below the seats already taken; the
 * cohort row stays locked meanwhile, so no registration slips in between check and save. The
 * start line is derived from the start date ('Starts on: 3 November 2025'); a body without
 * startDate (an older client) keeps the saved date.
 */
export async function updateCurrentCohort(
  { db }: Deps,
  request: FastifyRequest,
  content: KodrCohortContent,
): Promise<KodrCohort> {
  return inTransaction(db, async (tx) => {
    const before = await lockCurrentCohort(tx);
    if (!before) throw notFound(NO_COHORT);
    if (content.courseId && !(await courseExists(tx, content.courseId))) {
      throw badRequest('Validation Error', [
        { field: 'courseId', message: 'Choose a course from the list' },
      ]);
    }
    const startDate = content.startDate === undefined ? before.startDate : content.startDate;
    const startDateText = startDate ? cohortStartText(startDate) : content.startDateText;
    if (!startDateText) {
      throw badRequest('Validation Error', [
        { field: 'startDate', message: KODR_MSG.startDateRequired },
      ]);
    }
    if (content.capacity < before.registeredCount) {
      throw conflict(
        `Capacity cannot be less than the ${plural(before.registeredCount, 'seat')} already taken.`,
      );
    }
    const after = await updateCohort(tx, before.id, {
      ...content,
      startDate,
      startDateText,
      updatedBy: request.sessionUser?.id ?? null,
    });
    await recordActivity(tx, request, {
      action: 'kodr.cohort.update',
      entity: 'kodr_cohort',
      entityId: before.id,
      before: cohortContent(before),
      after: cohortContent(after),
    });
    return toCohortDto(after);
  });
}
