import type { Course } from '@app/shared';

import { expect, test, type Locator } from '../support/test.ts';

/**
 * Issue 15: course thumbnails came from an outside image host. The demo ships its own artwork,
 * so a fresh install looks complete with no internet: each demo course's picture comes from
 * this site and loads, on the catalogue and on the course page.
 */
const isLoaded = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

test('the demo courses show pictures the site serves itself', async ({
  page,
  request,
  baseURL,
}) => {
  const res = await request.get('/api/v1/courses', { params: { limit: 100 } });
  const { courses } = ((await res.json()) as { data: { courses: Course[] } }).data;
  const demo = courses.filter((c) => c.metaData.thumbnail.startsWith('/demo/'));
  expect(demo.length).toBeGreaterThanOrEqual(5);

  const outside: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'image' && new URL(req.url()).origin !== new URL(baseURL!).origin) {
      outside.push(req.url());
    }
  });

  for (const course of demo.slice(0, 2)) {
    await page.goto(`/courses?search=${encodeURIComponent(course.title)}`);
    const card = page.getByTestId('course-card').filter({ hasText: course.title }).first();
    const img = card.locator('img');
    await expect(img).toHaveAttribute('src', course.metaData.thumbnail);
    await expect.poll(() => isLoaded(img)).toBeGreaterThan(0);
    // The picture, not the initials shown while it loads or when it fails.
    await expect(card.getByTestId('course-thumbnail-fallback')).toHaveCount(0);

    await page.goto(`/courses/${course._id}`);
    const hero = page.locator(`main img[src="${course.metaData.thumbnail}"]`).first();
    await expect.poll(() => isLoaded(hero)).toBeGreaterThan(0);
  }
  expect(outside).toEqual([]);
});
