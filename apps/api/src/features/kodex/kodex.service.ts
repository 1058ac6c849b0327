import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  ASSESS_MSG,
  KODEX_MSG,
  paginate,
  type KodexContest,
  type KodexRankingRow,
  type Pagination,
  type ZKodexContestBody,
  type ZKodexListQuery,
  type ZKodexRegistrationBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { exportBatches, exportSize } from '../../core/csv-export.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../core/errors.ts';
import { violatedConstraint } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { KodexContestRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  contestContent,
  isRegistrationOpen,
  toContestDto,
  toRegistrationDto,
  type ContestRecord,
} from './kodex.dto.ts';
import { cachedRanking } from './kodex.ranking.ts';
import * as repo from './kodex.repo.ts';

type Deps = { db: Db; now?: () => Date };
export type KodexListQueryParsed = z.output<typeof ZKodexListQuery>;
export type ContestBody = z.output<typeof ZKodexContestBody>;
type Viewer = { id: string; phoneNumber: string | null } | null;

export const CONTEST_HAS_REGISTRATIONS =
  'This contest has registrations and cannot be deleted; unpublish it instead';
const PAST_CONTESTS = 6;

const clock = (deps: Deps) => (deps.now ? deps.now() : new Date());

async function registeredFor(db: Db, contestId: string, viewer: Viewer) {
  if (!viewer) return false;
  return repo.isRegistered(db, contestId, { userId: viewer.id, phone: viewer.phoneNumber });
}

/** GET /kodex: the featured contest (running, else next, else last finished) and past ones. */
export async function getOverview(deps: Deps, viewer: Viewer) {
  const now = clock(deps);
  const featured = await repo.findFeaturedContest(deps.db, now);
  const finished = await repo.findFinishedContests(deps.db, now, PAST_CONTESTS + 1);
  const past = finished.filter((p) => p.id !== featured?.id).slice(0, PAST_CONTESTS);
  return {
    contest: featured
      ? toContestDto(featured, now, await registeredFor(deps.db, featured.id, viewer))
      : null,
    past: past.map((p) => toContestDto(p, now)),
  };
}

async function publishedContest(db: Db, id: string): Promise<ContestRecord> {
  const contest = await repo.findContest(db, id);
  if (!contest || !contest.isPublished) throw notFound(ASSESS_MSG.contestNotFound);
  return contest;
}

/**
 * One transaction: count the registration on the contest (only inside the window; the row lock
 * queues concurrent sign-ups), then insert. A duplicate e-mail or phone fails the insert on its
 * unique index and rolls the count back with it.
 */
export async function register(
  deps: Deps,
  contestId: string,
  body: z.output<typeof ZKodexRegistrationBody>,
) {
  const now = clock(deps);
  const contest = await publishedContest(deps.db, contestId);
  if (now < contest.registrationOpensAt) throw badRequest(ASSESS_MSG.kodexRegistrationNotOpen);
  if (!isRegistrationOpen(contest, now)) throw badRequest(ASSESS_MSG.kodexRegistrationClosed);
  const utm = body.utm && Object.values(body.utm).some(Boolean) ? body.utm : null;
  try {
    return await inTransaction(deps.db, async (tx) => {
      const claimed = await repo.claimRegistration(tx, contestId, now);
      if (!claimed) throw badRequest(ASSESS_MSG.kodexRegistrationClosed);
      const row = await repo.insertRegistration(tx, {
        contestId,
        name: body.name,
        email: body.email,
        phone: body.phone,
        organisation: body.organisation,
        year: body.year,
        experience: body.experience,
        userId: await repo.findUserIdByPhone(tx, body.phone),
        utm,
      });
      return {
        registration: toRegistrationDto({
          ...row,
          contestTitle: contest.title,
          participated: false,
          utm: row.utm ?? null,
        }),
      };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const isPhone = violatedConstraint(error) === 'kodex_reg_contest_phone_uq';
    throw conflict(isPhone ? ASSESS_MSG.kodexDuplicatePhone : ASSESS_MSG.kodexDuplicateEmail);
  }
}

export async function getRanking(
  deps: Deps,
  contestId: string,
  query: { page: number; limit: number },
  viewer: Viewer,
): Promise<{
  ranking: KodexRankingRow[];
  pagination: Pagination;
  contest: KodexContest;
  updatedAt: string;
}> {
  const now = clock(deps);
  const contest = await publishedContest(deps.db, contestId);
  const { page, limit } = query;
  const ranked = await cachedRanking(deps.db, contest, { offset: (page - 1) * limit, limit });
  return {
    ranking: ranked.rows.map(({ userId, ...row }) => ({ ...row, isYou: userId === viewer?.id })),
    pagination: paginate(ranked.total, page, limit),
    contest: toContestDto(contest, now, await registeredFor(deps.db, contest.id, viewer)),
    updatedAt: ranked.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------- staff

export async function listRegistrations({ db }: Deps, query: KodexListQueryParsed) {
  const { page, limit, ...filter } = query;
  const { rows, total } = await repo.findPage(db, filter, { offset: (page - 1) * limit, limit });
  return {
    kodexRegistrations: rows.map(toRegistrationDto),
    pagination: paginate(total, page, limit),
  };
}

export async function exportRegistrations({ db }: Deps, query: KodexListQueryParsed) {
  const { page: _page, limit: _limit, ...filter } = query;
  const matched = await repo.countMatching(db, filter);
  return {
    ...exportSize(matched),
    rows: exportBatches((cursor, size) => repo.findBatchAfter(db, filter, cursor, size)),
  };
}

export async function listContests(deps: Deps) {
  const now = clock(deps);
  return (await repo.listContests(deps.db)).map((c) => toContestDto(c, now));
}

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** The whizz must exist, be external and hold only coding problems; registration closes before it ends. */
async function checkContest(db: Db, body: ContestBody, contestId: string | null) {
  const whizz = await repo.findWhizz(db, body.whizzId);
  const isContestWhizz =
    !!whizz &&
    whizz.isPublic &&
    whizz.questions.length > 0 &&
    whizz.questions.every((q) => q.type === 'codingProblem');
  if (!whizz || !isContestWhizz) throw fieldError('whizzId', KODEX_MSG.whizzMustBeContest);
  if (Date.parse(body.registrationClosesAt) > whizz.endsAt.getTime()) {
    throw fieldError('registrationClosesAt', KODEX_MSG.closesBeforeEnd);
  }
  const owner = await repo.contestOfWhizz(db, body.whizzId);
  if (owner && owner !== contestId) throw conflict(KODEX_MSG.whizzTaken);
}

function contestValues(body: ContestBody) {
  return {
    whizzId: body.whizzId,
    title: body.title,
    tagline: body.tagline,
    description: body.description,
    rules: body.rules,
    prizes: body.prizes,
    registrationOpensAt: new Date(body.registrationOpensAt),
    registrationClosesAt: new Date(body.registrationClosesAt),
    isPublished: body.isPublished,
  };
}

async function asDto(db: Db, row: KodexContestRow, now: Date) {
  const record = await repo.findContest(db, row.id);
  return toContestDto(record!, now);
}

function whizzTakenOnRace(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(KODEX_MSG.whizzTaken);
  throw error;
}

export async function createContest(deps: Deps, request: FastifyRequest, body: ContestBody) {
  const { db } = deps;
  await checkContest(db, body, null);
  const userId = request.sessionUser?.id ?? null;
  const row = await inTransaction(db, async (tx) => {
    const created = await repo.insertContest(tx, {
      ...contestValues(body),
      createdBy: userId,
      updatedBy: userId,
    });
    await recordActivity(tx, request, {
      action: 'kodex.contest.create',
      entity: 'kodex_contest',
      entityId: created.id,
      after: contestContent(created),
    });
    return created;
  }).catch(whizzTakenOnRace);
  return asDto(db, row, clock(deps));
}

export async function updateContest(
  deps: Deps,
  request: FastifyRequest,
  id: string,
  body: ContestBody,
) {
  const { db } = deps;
  if (!(await repo.findContest(db, id))) throw notFound(ASSESS_MSG.contestNotFound);
  await checkContest(db, body, id);
  const row = await inTransaction(db, async (tx) => {
    const before = await repo.lockContest(tx, id);
    if (!before) throw notFound(ASSESS_MSG.contestNotFound);
    const after = await repo.updateContest(tx, id, {
      ...contestValues(body),
      updatedBy: request.sessionUser?.id ?? null,
    });
    await recordActivity(tx, request, {
      action: 'kodex.contest.update',
      entity: 'kodex_contest',
      entityId: id,
      before: contestContent(before),
      after: contestContent(after),
    });
    return after;
  }).catch(whizzTakenOnRace);
  return asDto(db, row, clock(deps));
}

export async function deleteContest({ db }: Deps, request: FastifyRequest, id: string) {
  await inTransaction(db, async (tx) => {
    const before = await repo.lockContest(tx, id);
    if (!before) throw notFound(ASSESS_MSG.contestNotFound);
    if ((await repo.countRegistrations(tx, id)) > 0) throw conflict(CONTEST_HAS_REGISTRATIONS);
    await repo.deleteContest(tx, id);
    await recordActivity(tx, request, {
      action: 'kodex.contest.delete',
      entity: 'kodex_contest',
      entityId: id,
      before: contestContent(before),
    });
  });
}
