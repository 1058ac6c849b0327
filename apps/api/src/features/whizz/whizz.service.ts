import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import {
  ASSESS_MSG,
  durationMs,
  ID_PATTERN,
  paginate,
  ZWhizzBody,
  type BatchOption,
  type FieldError,
  type Whizz,
  type ZQuestionOptionsQuery,
  type ZWhizzListQuery,
  type ZWhizzUpdateBody,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { conflict, notFound, validationError } from '../../core/errors.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { WhizzRow } from '../../db/schema/index.ts';
import { concurrently, inTransaction } from '../../db/transaction.ts';
import { submitExpiredAttempts } from './whizz-finalize.ts';
import {
  findQuestionOptions,
  loadQuestions,
  questionTitle,
  refKey,
} from './whizz-questions.repo.ts';
import * as repo from './whizz.repo.ts';

type Deps = { db: Db };
type WhizzInput = z.output<typeof ZWhizzBody>;
type WhizzPatch = z.output<typeof ZWhizzUpdateBody>;

/** Our plain words for the refusals the contract leaves unnamed. */
export const WHIZZ_API_MSG = {
  hasAttempts: 'Students have already taken this whizz, so it cannot be deleted',
  usedByContest: 'A Kodex contest runs on this whizz; delete the contest first',
} as const;

export const whizzId = (id: string) => {
  if (!ID_PATTERN.test(id)) throw notFound(ASSESS_MSG.whizzNotFound);
  return id;
};

const endsAtOf = (startDate: Date, w: Pick<WhizzRow, 'durationUnit' | 'durationValue'>) =>
  new Date(startDate.getTime() + durationMs({ unit: w.durationUnit, value: w.durationValue }));

/** What staff and students both see of a whizz. */
export function whizzFacts(w: WhizzRow) {
  return {
    _id: w.id,
    title: w.title,
    description: w.description,
    isPublic: w.isPublic,
    duration: { unit: w.durationUnit, value: w.durationValue },
    startDate: w.startDate.toISOString(),
    endsAt: w.endsAt.toISOString(),
    attemptMinutes: w.attemptMinutes,
    totalScore: w.totalScore,
  };
}

/** Rows → the staff view, with batch names, question titles and points filled in. */
async function toWhizzes(db: Tx, rows: repo.WhizzJoinRow[]): Promise<Whizz[]> {
  const ids = rows.map((r) => r.w.id);
  const [batchRows, questions] = await concurrently(
    db,
    () => repo.findWhizzBatches(db, ids),
    () =>
      loadQuestions(
        db,
        rows.flatMap((r) => r.w.questions),
      ),
  );
  return rows.map(({ w, ...r }) => ({
    ...whizzFacts(w),
    batches: batchRows
      .filter((b) => b.whizzId === w.id)
      .map((b) => ({ batchId: b.batchId, isActive: b.isActive, batchName: b.batchName })),
    questions: w.questions.map((ref) => {
      const q = questions.get(refKey(ref.type, ref.questionId));
      return {
        questionId: ref.questionId,
        type: ref.type,
        title: q ? questionTitle(q) : null,
        points: q ? q.row.points : null,
      };
    }),
    status: r.status,
    createdBy: { name: { firstName: r.creatorFirst ?? '', lastName: r.creatorLast ?? '' } },
    attemptCount: r.attemptCount,
    contestId: r.contestId,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  }));
}

async function reread(db: Tx, id: string): Promise<Whizz> {
  const row = await repo.findWhizz(db, id);
  if (!row) throw notFound(ASSESS_MSG.whizzNotFound);
  return (await toWhizzes(db, [row]))[0]!;
}

/** What the activity log keeps of a whizz. */
function snapshot(w: WhizzRow, batchList: { batchId: string; isActive: boolean }[]) {
  return {
    title: w.title,
    description: w.description,
    isPublic: w.isPublic,
    duration: { unit: w.durationUnit, value: w.durationValue },
    attemptMinutes: w.attemptMinutes,
    startDate: w.startDate.toISOString(),
    totalScore: w.totalScore,
    batches: batchList.map((b) => ({ batchId: b.batchId, isActive: b.isActive })),
    questions: w.questions,
  };
}

/** Batches must exist (batches table) and questions in their bank: 400 with the field named. */
async function checkReferences(db: Tx, w: Pick<WhizzInput, 'batches' | 'questions'>) {
  const errors: FieldError[] = [];
  const known = await repo.existingBatchIds(
    db,
    w.batches.map((b) => b.batchId),
  );
  w.batches.forEach((b, i) => {
    if (!known.has(b.batchId)) {
      errors.push({ field: `batches.${i}.batchId`, message: ASSESS_MSG.whizzBatchMissing });
    }
  });
  const questions = await loadQuestions(db, w.questions);
  w.questions.forEach((q, i) => {
    if (!questions.has(refKey(q.type, q.questionId))) {
      errors.push({ field: `questions.${i}.questionId`, message: ASSESS_MSG.whizzQuestionMissing });
    }
  });
  if (errors.length) throw validationError(errors);
}

export async function listWhizzes(deps: Deps, q: z.output<typeof ZWhizzListQuery>) {
  const { rows, total } = await repo.findWhizzes(deps.db, {
    search: q.search || undefined,
    status: q.status,
    isPublic: q.isPublic === undefined ? undefined : q.isPublic === 'true',
    batchId: q.batchId,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    whizz: await toWhizzes(deps.db, rows),
    pagination: paginate(total, q.page, q.limit),
  };
}

export async function getWhizz(deps: Deps, id: string) {
  return reread(deps.db, whizzId(id));
}

export async function createWhizz(deps: Deps, req: FastifyRequest, body: WhizzInput) {
  return inTransaction(deps.db, async (tx) => {
    await checkReferences(tx, body);
    const actor = req.sessionUser?.id ?? null;
    const startDate = new Date(body.startDate);
    const row = await repo.insertWhizz(tx, {
      title: body.title,
      description: body.description,
      isPublic: body.isPublic,
      durationUnit: body.duration.unit,
      durationValue: body.duration.value,
      startDate,
      endsAt: new Date(startDate.getTime() + durationMs(body.duration)),
      attemptMinutes: body.attemptMinutes,
      totalScore: body.totalScore,
      questions: body.questions.map((q) => ({ questionId: q.questionId, type: q.type })),
      createdBy: actor,
      updatedBy: actor,
    });
    await repo.replaceBatches(tx, row.id, body.batches);
    await recordActivity(tx, req, {
      action: 'whizz.create',
      entity: 'whizz',
      entityId: row.id,
      before: null,
      after: snapshot(row, body.batches),
    });
    return reread(tx, row.id);
  });
}

/**
 * PUT: any subset of the fields; the stored whizz with the changes applied must pass the whole
 * create schema again (an internal whizz keeps at least one batch…). Sending only `batches`
 * with one flag flipped is the per-batch active toggle.
 */
export async function updateWhizz(deps: Deps, req: FastifyRequest, id: string, patch: WhizzPatch) {
  whizzId(id);
  return inTransaction(deps.db, async (tx) => {
    const before = await repo.lockWhizz(tx, id);
    if (!before) throw notFound(ASSESS_MSG.whizzNotFound);
    const beforeBatches = (await repo.findWhizzBatches(tx, [id])).map((b) => ({
      batchId: b.batchId,
      isActive: b.isActive,
    }));
    const merged = ZWhizzBody.safeParse({
      title: patch.title ?? before.title,
      description: patch.description ?? before.description,
      isPublic: patch.isPublic ?? before.isPublic,
      duration: patch.duration ?? { unit: before.durationUnit, value: before.durationValue },
      attemptMinutes:
        patch.attemptMinutes !== undefined ? patch.attemptMinutes : before.attemptMinutes,
      startDate: patch.startDate ?? before.startDate.toISOString(),
      totalScore: patch.totalScore ?? before.totalScore,
      batches: patch.batches ?? beforeBatches,
      questions: patch.questions ?? before.questions,
    });
    if (!merged.success) {
      throw validationError(
        merged.error.issues.map((i) => ({
          field: i.path.join('.') || 'body',
          message: i.message,
        })),
      );
    }
    const next = merged.data;
    await checkReferences(tx, {
      batches: patch.batches ? next.batches : [],
      questions: patch.questions ? next.questions : [],
    });
    const startDate = new Date(next.startDate);
    const after = await repo.updateWhizz(tx, id, {
      title: next.title,
      description: next.description,
      isPublic: next.isPublic,
      durationUnit: next.duration.unit,
      durationValue: next.duration.value,
      startDate,
      endsAt: endsAtOf(startDate, {
        durationUnit: next.duration.unit,
        durationValue: next.duration.value,
      }),
      attemptMinutes: next.attemptMinutes,
      totalScore: next.totalScore,
      questions: next.questions.map((q) => ({ questionId: q.questionId, type: q.type })),
      updatedBy: req.sessionUser?.id ?? null,
    });
    if (patch.batches) await repo.replaceBatches(tx, id, next.batches);
    if (
      after.endsAt.getTime() !== before.endsAt.getTime() ||
      after.attemptMinutes !== before.attemptMinutes
    ) {
      await repo.moveDeadlines(tx, id, after);
    }
    const was = snapshot(before, beforeBatches);
    const now = snapshot(after, patch.batches ? next.batches : beforeBatches);
    const changed = (Object.keys(now) as (keyof typeof now)[]).filter(
      (k) => JSON.stringify(now[k]) !== JSON.stringify(was[k]),
    );
    if (changed.length) {
      await recordActivity(tx, req, {
        action: changed.length === 1 && changed[0] === 'batches' ? 'whizz.batches' : 'whizz.update',
        entity: 'whizz',
        entityId: id,
        before: was,
        after: now,
      });
    }
    return reread(tx, id);
  });
}

/** Refused (409) once anyone has attempted it, or while a Kodex contest runs on it. */
export async function deleteWhizz(deps: Deps, req: FastifyRequest, id: string) {
  whizzId(id);
  await inTransaction(deps.db, async (tx) => {
    const before = await repo.lockWhizz(tx, id);
    if (!before) throw notFound(ASSESS_MSG.whizzNotFound);
    const view = await repo.findWhizz(tx, id);
    if (view?.contestId) throw conflict(WHIZZ_API_MSG.usedByContest);
    if ((await repo.countAttempts(tx, id)) > 0) throw conflict(WHIZZ_API_MSG.hasAttempts);
    const batchList = (await repo.findWhizzBatches(tx, [id])).map((b) => ({
      batchId: b.batchId,
      isActive: b.isActive,
    }));
    await repo.deleteWhizz(tx, id);
    await recordActivity(tx, req, {
      action: 'whizz.delete',
      entity: 'whizz',
      entityId: id,
      before: snapshot(before, batchList),
      after: null,
    });
  });
}

export async function questionOptions(deps: Deps, q: z.output<typeof ZQuestionOptionsQuery>) {
  return findQuestionOptions(deps.db, {
    search: q.search || undefined,
    type: q.type,
    limit: q.limit,
  });
}

export async function batchOptions(
  deps: Deps,
  q: { search?: string; limit: number },
): Promise<BatchOption[]> {
  const rows = await repo.findBatchOptions(deps.db, {
    search: q.search || undefined,
    limit: q.limit,
  });
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    courseTitle: r.courseTitle,
    startDate: r.startDate,
    studentCount: r.studentCount,
  }));
}

export async function listStaffAttempts(
  deps: Deps,
  id: string,
  q: { page: number; limit: number },
) {
  whizzId(id);
  if (!(await repo.findWhizz(deps.db, id))) throw notFound(ASSESS_MSG.whizzNotFound);
  await submitExpiredAttempts(deps.db, new Date(), { whizzId: id });
  const { rows, total } = await repo.findStaffAttempts(deps.db, id, {
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    attempts: rows.map((r) => ({
      _id: r.a.id,
      rank: r.rank,
      userId: r.a.userId,
      name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || 'Deleted user',
      phone: r.phone,
      status: r.a.status,
      score: r.a.score,
      startedAt: r.a.startedAt.toISOString(),
      submittedAt: r.a.submittedAt?.toISOString() ?? null,
      timeTakenSeconds: r.a.timeTakenSeconds,
      autoSubmitted: r.a.autoSubmitted,
      tabSwitches: r.a.tabSwitches,
    })),
    pagination: paginate(total, q.page, q.limit),
  };
}
