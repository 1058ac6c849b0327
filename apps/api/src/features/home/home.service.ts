import type { FastifyRequest } from 'fastify';

import {
  DEFAULT_HOME_CONTENT,
  HOME_FEATURED_MAX,
  HOME_MSG,
  ID_PATTERN,
  readStoredHome,
  toHomeCourse,
  type AdminHomeData,
  type HomeContent,
  type HomeCourse,
  type HomeData,
  type LegacyHomeCourse,
} from '@app/shared';

import { recordActivity } from '../../core/activity-log.ts';
import { validationError } from '../../core/errors.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './home.repo.ts';

type Deps = { db: Db } | { db: Tx };

function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)])) as T;
  }
  return value;
}

function toCard(r: repo.CourseCardRow): HomeCourse {
  return toHomeCourse({
    _id: r.id,
    title: r.title,
    price: r.price,
    discountPercentage: r.discountBasisPoints / 100,
    type: r.type,
    duration_weeks: r.durationWeeks,
    metaData: { description: r.description, difficulty: r.difficulty, category: r.category },
  });
}

const normalTitle = (t: string) => t.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The first home content had hand-typed course cards. Each becomes the published course its link
 * names (/courses/{id}) or, failing that, the one with its title; a card that names no course
 * (the Kodr bootcamp, a course since renamed) is dropped rather than shown with a made-up price.
 */
async function matchLegacyCourses(db: Tx, items: LegacyHomeCourse[]): Promise<string[]> {
  const published = await repo.findPublishedCourseCards(db);
  const ids = new Set(published.map((c) => c.id));
  const byTitle = new Map(published.map((c) => [normalTitle(c.title), c.id]));
  const picked: string[] = [];
  for (const item of items) {
    const linked = /^\/courses\/([0-9a-f]{24})(?:[/?#]|$)/.exec(item.href)?.[1];
    const id = linked && ids.has(linked) ? linked : byTitle.get(normalTitle(item.title));
    if (id && !picked.includes(id)) picked.push(id);
  }
  return picked.slice(0, HOME_FEATURED_MAX);
}

type Loaded = {
  home: HomeContent;
  picked: Map<string, repo.CourseCardRow>;
  row: Awaited<ReturnType<typeof repo.findHomeRow>>;
};

async function loadHome(db: Tx): Promise<Loaded> {
  const row = await repo.findHomeRow(db);
  const stored = row ? readStoredHome(row.content) : null;
  let home = stored?.content ?? DEFAULT_HOME_CONTENT;
  if (stored?.legacyCourses) {
    const courseIds = await matchLegacyCourses(db, stored.legacyCourses);
    home = { ...home, featuredCourses: { ...home.featuredCourses, courseIds } };
  }
  const cards = await repo.findCourseCards(db, home.featuredCourses.courseIds);
  return { home, picked: new Map(cards.map((c) => [c.id, c])), row };
}

function toHomeData({ home, picked, row }: Loaded): HomeData {
  return {
    home,
    // The page never shows a course that is unpublished or gone: only published picks, in order.
    courses: home.featuredCourses.courseIds.flatMap((id) => {
      const card = picked.get(id);
      return card?.state === 'published' ? [toCard(card)] : [];
    }),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedBy: row?.updatedById ? { _id: row.updatedById, name: row.updatedByName ?? '' } : null,
  };
}

/** GET /home: the content with its featured courses joined, live prices included. */
export async function getHome(deps: Deps): Promise<HomeData> {
  return toHomeData(await loadHome(deps.db));
}

/** GET /admin/home: the page, the picker's choices and the picks the page leaves out. */
export async function getAdminHome(deps: Deps): Promise<AdminHomeData> {
  const loaded = await loadHome(deps.db);
  const choices = await repo.findPublishedCourseCards(deps.db);
  return {
    ...toHomeData(loaded),
    courseChoices: choices.map(toCard),
    hiddenCourses: loaded.home.featuredCourses.courseIds.flatMap(
      (id): AdminHomeData['hiddenCourses'] => {
        const card = loaded.picked.get(id);
        if (!card) return [{ _id: id, title: null, reason: 'deleted' }];
        return card.state === 'published'
          ? []
          : [{ _id: id, title: card.title, reason: 'unpublished' }];
      },
    ),
  };
}

/** Every picked course must exist (one picked earlier and unpublished since may stay, hidden). */
async function checkPickedCourses(db: Tx, ids: string[]) {
  const found = new Set((await repo.findCourseCards(db, ids)).map((c) => c.id));
  const errors = ids.flatMap((id, i) =>
    ID_PATTERN.test(id) && !found.has(id)
      ? [{ field: `featuredCourses.courseIds.${i}`, message: HOME_MSG.courseGone }]
      : [],
  );
  if (errors.length) throw validationError(errors);
}

export async function saveHome(
  deps: { db: Db },
  request: FastifyRequest,
  content: HomeContent,
): Promise<AdminHomeData> {
  return inTransaction(deps.db, async (tx) => {
    const before = await repo.findHomeRow(tx, { forUpdate: true });
    await checkPickedCourses(tx, content.featuredCourses.courseIds);
    await repo.upsertHome(tx, content, request.sessionUser?.id ?? null);
    await recordActivity(tx, request, {
      action: 'home.update',
      entity: 'site_content',
      entityId: repo.HOME_KEY,
      // jsonb hands keys back in its own order; sorted keys let unchanged sections compare equal.
      before: before ? sortKeys(before.content) : null,
      after: sortKeys(content),
    });
    return getAdminHome({ db: tx });
  });
}
