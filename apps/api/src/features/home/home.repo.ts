import { asc, eq, inArray, sql } from 'drizzle-orm';

import type { CourseDifficulty, CourseState, CourseType, HomeContent } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import { courses } from '../../db/schema/index.ts';
import { findSiteContent, upsertSiteContent } from '../../db/site-content.repo.ts';

export const HOME_KEY = 'home';

export const findHomeRow = (db: Tx, opts: { forUpdate?: boolean } = {}) =>
  findSiteContent(db, HOME_KEY, opts);

export const upsertHome = (db: Tx, content: HomeContent, updatedBy: string | null) =>
  upsertSiteContent(db, HOME_KEY, content, updatedBy);

/** What a home card needs of a course: no instructors, counts or long texts beyond the summary. */
const cardColumns = {
  id: courses.id,
  title: courses.title,
  price: courses.price,
  discountBasisPoints: courses.discountBasisPoints,
  type: sql<CourseType>`${courses.type}`,
  durationWeeks: courses.durationWeeks,
  state: sql<CourseState>`${courses.state}`,
  difficulty: sql<CourseDifficulty>`${courses.difficulty}`,
  category: courses.category,
  // the opening is all a card shows: the database cuts it, not the wire
  description: sql<string>`left(coalesce(${courses.meta}->>'description', ''), 400)`,
};
export type CourseCardRow = {
  id: string;
  title: string;
  price: number;
  discountBasisPoints: number;
  type: CourseType;
  durationWeeks: number;
  state: CourseState;
  difficulty: CourseDifficulty;
  category: string[];
  description: string;
};

/** The courses with these ids, any state (by primary key). */
export async function findCourseCards(db: Tx, ids: string[]): Promise<CourseCardRow[]> {
  if (!ids.length) return [];
  return db.select(cardColumns).from(courses).where(inArray(courses.id, ids));
}

/** Every published course, by title: the editor's choices and the legacy migration's matches. */
export async function findPublishedCourseCards(db: Tx, limit = 200): Promise<CourseCardRow[]> {
  return db
    .select(cardColumns)
    .from(courses)
    .where(eq(courses.state, 'published'))
    .orderBy(asc(courses.title), asc(courses.id))
    .limit(limit);
}
