import { formatInr, GST_NOTE, type Course } from '@app/shared';

import { expect, seriousViolations, test } from '../support/admin.ts';

/** A price as people see it: whole rupees (₹30,624), never paise. */
const WHOLE_RUPEES = /^₹[\d,]+$/;

test.describe('prices agree everywhere', () => {
  test('home course cards are catalogue courses at the price their page and /courses show, + GST', async ({
    page,
  }) => {
    const res = await page.request.get('/api/v1/courses');
    const { courses } = ((await res.json()) as { data: { courses: Course[] } }).data;
    const byTitle = new Map(courses.map((c) => [c.title, c]));

    await page.goto('/');
    const cards = page.getByTestId('home-course');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const title = (await card.getByTestId('home-course-title').textContent()) ?? '';
      const course = byTitle.get(title);
      // a card names a real, published catalogue course and links to its own page
      expect(course, `"${title}" is in the catalogue`).toBeTruthy();
      await expect(card.getByTestId('home-course-link')).toHaveAttribute(
        'href',
        `/courses/${course!._id}`,
      );
      await expect(card.getByTestId('home-course-price')).toHaveText(formatInr(course!.finalPrice));
      await expect(card.getByTestId('home-course-price')).toHaveText(WHOLE_RUPEES);
      await expect(card.getByTestId('home-course-gst')).toHaveText(GST_NOTE);
    }
    expect(await seriousViolations(page)).toEqual([]);

    // The first card opens its course page, which says the same price and the same GST note.
    const first = cards.first();
    const homePrice = (await first.getByTestId('home-course-price').textContent()) ?? '';
    const title = (await first.getByTestId('home-course-title').textContent()) ?? '';
    await first.getByTestId('home-course-link').click();
    await expect(page).toHaveURL(`/courses/${byTitle.get(title)!._id}`);
    await expect(page.getByTestId('course-price-final')).toHaveText(homePrice);
    await expect(page.getByTestId('course-price-gst')).toHaveText(GST_NOTE);

    // Every batch price is whole rupees with the GST note too (checkout adds GST on top).
    const batchPrices = page.getByTestId('batch-price-final');
    await expect(batchPrices.first()).toBeVisible();
    for (const price of await batchPrices.all()) await expect(price).toHaveText(WHOLE_RUPEES);
    await expect(page.getByTestId('batch-price-gst')).toHaveCount(await batchPrices.count());

    // And the catalogue's card agrees.
    await page.goto('/courses');
    const listed = page.getByTestId('course-card').filter({ hasText: title });
    await expect(listed.getByTestId('course-card-price-final')).toHaveText(homePrice);
    await expect(listed.getByTestId('course-card-price-gst')).toHaveText(GST_NOTE);
  });
});
