import { eq, inArray } from 'drizzle-orm';

import { DEFAULT_HOME_CONTENT, type HomeContent } from '@app/shared';

import type { Db } from '../../db/client.ts';
import { courses, siteContent, users } from '../../db/schema/index.ts';

/** The demo home page features these catalogue courses, in this order. */
export const DEMO_FEATURED_COURSES = [
  'Full Stack Web Development',
  'DSA in C++ and Java',
  'Python for Data Analysis',
];

/**
 * The demo home page: the default content with three catalogue courses picked, as staff would in
 * Edit Home (course ids differ per install, so the default content can pick none). Published by
 * the demo super admin. Left alone when staff have published their own.
 */
export async function seedDemoHome(db: Db): Promise<void> {
  const rows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(inArray(courses.title, DEMO_FEATURED_COURSES));
  const idOf = new Map(rows.map((r) => [r.title, r.id]));
  const content: HomeContent = {
    ...DEFAULT_HOME_CONTENT,
    featuredCourses: {
      ...DEFAULT_HOME_CONTENT.featuredCourses,
      courseIds: DEMO_FEATURED_COURSES.flatMap((t) => idOf.get(t) ?? []),
    },
  };
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'super_admin'))
    .limit(1);
  await db
    .insert(siteContent)
    .values({ key: 'home', content, updatedBy: admin?.id ?? null })
    .onConflictDoNothing({ target: siteContent.key });
}
