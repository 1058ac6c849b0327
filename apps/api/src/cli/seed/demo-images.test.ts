import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ZCourseMetaData } from '@app/shared';

import { courses, kodrCohorts, webinars } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { seedDemoCourses } from './courses.ts';
import { seedDemoWebinars } from './webinars.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../../web/public', import.meta.url));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoCourses(ctx.db);
  await seedDemoWebinars(ctx.db, { createdBy: null });
});
afterAll(() => ctx.close());

describe('demo images (issue 15: a fresh install looks complete with no internet)', () => {
  it('every seeded thumbnail, cover and poster is a file the web app ships', async () => {
    const courseRows = await ctx.db
      .select({ title: courses.title, meta: courses.meta })
      .from(courses);
    const cohortRows = await ctx.db.select({ posterUrl: kodrCohorts.posterUrl }).from(kodrCohorts);
    const webinarRows = await ctx.db.select({ cover: webinars.coverImage }).from(webinars);
    const images = [
      ...courseRows.map((c) => (c.meta as { thumbnail?: string }).thumbnail ?? ''),
      ...cohortRows.map((c) => c.posterUrl),
      ...webinarRows.map((w) => w.cover ?? ''),
    ].filter(Boolean);

    expect(courseRows.length).toBeGreaterThan(3);
    // Every course has its own picture.
    expect(courseRows.every((c) => (c.meta as { thumbnail?: string }).thumbnail)).toBe(true);
    for (const url of images) {
      expect(url, url).toMatch(/^\/(demo|images)\/[a-z0-9-]+\.svg$/);
      const file = path.join(PUBLIC_DIR, url);
      expect(existsSync(file), file).toBe(true);
      // Small enough to keep the repository and the first load light.
      expect(statSync(file).size).toBeLessThan(12_000);
    }
    // The course form accepts them as they are, so staff can save a demo course unchanged.
    for (const { meta } of courseRows) {
      const thumbnail = (meta as { thumbnail?: string }).thumbnail;
      expect(ZCourseMetaData.shape.thumbnail.safeParse(thumbnail).success, thumbnail).toBe(true);
    }
  });
});
