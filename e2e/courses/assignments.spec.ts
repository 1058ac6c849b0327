import type { APIRequestContext } from '@playwright/test';

import { ASSIGNMENT_MSG } from '@app/shared';

import {
  BASE_URL,
  expect,
  runTag,
  seriousViolations,
  test,
  uniqueMobile,
} from '../support/admin.ts';
import { enrolFree, seedCourse } from '../support/courses.ts';
import { registerStudent } from '../support/students.ts';

/** A published course with one open batch and a 100 % coupon (students enrol without paying). */
async function seedBatch(api: APIRequestContext) {
  const tag = runTag();
  const seeded = await seedCourse(api, {
    tag,
    title: 'Web Foundations',
    batches: [{ name: 'Review Batch', startsIn: 2 }],
    couponSuffix: 'TASK',
  });
  return { tag, course: seeded.course, batch: seeded.batches[0]!, coupon: seeded.coupon };
}

test.describe('assignments with review', () => {
  test('staff set an assignment, a student submits it, staff grade it, the student sees the grade', async ({
    browser,
    adminState,
    adminApi,
  }) => {
    const seed = await seedBatch(adminApi);
    const staff = await (
      await browser.newContext({ baseURL: BASE_URL, storageState: adminState })
    ).newPage();

    // Staff create the assignment on the batch page (Markdown instructions with a preview).
    await staff.goto(`/admin/courses/${seed.course._id}/batches/${seed.batch._id}`);
    await staff.getByTestId('assignment-new').click();
    const drawer = staff.getByTestId('assignment-drawer');
    await drawer.getByTestId('assignment-title-input').fill('Build and deploy your portfolio page');
    await drawer
      .getByTestId('assignment-instructions-input')
      .fill('## What to build\n\n- A header\n- Two project cards');
    await drawer.getByRole('tab', { name: 'Preview' }).click();
    await expect(drawer.getByRole('heading', { name: 'What to build' })).toBeVisible();
    await drawer.getByTestId('assignment-max-input').fill('10');
    await drawer.getByTestId('assignment-pass-input').fill('6');
    await drawer.getByTestId('assignment-save').click();
    await expect(staff.getByText(ASSIGNMENT_MSG.created)).toBeVisible();
    await expect(staff.getByTestId('admin-assignment')).toContainText(
      'Build and deploy your portfolio page',
    );
    expect(await seriousViolations(staff)).toEqual([]);

    // The student enrols and hands in a link from the classroom.
    const { page } = await registerStudent(browser, {
      tag: seed.tag,
      lastName: 'Builder',
      phone: uniqueMobile('8', 71),
    });
    await enrolFree(page, seed.batch._id, seed.coupon.code);
    await page.goto('/classroom');
    const card = page.getByTestId('assignment');
    await expect(card).toContainText('Build and deploy your portfolio page');
    await expect(card.getByTestId('assignment-status')).toHaveText('Not submitted');
    await expect(card).toContainText('Due in 7 days');
    await expect(card.getByRole('heading', { name: 'What to build' })).toBeVisible();
    // a bad link is refused in place
    await card.getByTestId('assignment-link-input').fill('http://insecure.example.com');
    await card.getByTestId('assignment-submit').click();
    await expect(card).toContainText(ASSIGNMENT_MSG.linkInvalid);
    await card.getByTestId('assignment-link-input').fill('https://github.com/me/portfolio');
    await card.getByTestId('assignment-submit').click();
    await expect(page.getByText(ASSIGNMENT_MSG.submitted)).toBeVisible();
    await expect(card.getByTestId('assignment-status')).toHaveText('Submitted');
    await expect(card.getByTestId('assignment-submit')).toHaveText('Resubmit');
    expect(await seriousViolations(page)).toEqual([]);

    // Staff open the review queue, filter, open the submission and grade it.
    await staff.getByTestId('assignment-reviews-link').click();
    await expect(staff).toHaveURL(/\/reviews$/);
    await staff.getByTestId('filter-status').selectOption('submitted');
    const row = staff.getByTestId('review-row').filter({ hasText: `${seed.tag} Builder` });
    await expect(row).toHaveCount(1);
    expect(await seriousViolations(staff)).toEqual([]);
    await row.click();
    const review = staff.getByTestId('review-drawer');
    await expect(review.getByTestId('review-link')).toHaveAttribute(
      'href',
      'https://github.com/me/portfolio',
    );
    await review.getByTestId('review-score-input').fill('11');
    await review.getByTestId('review-save').click();
    await expect(review).toContainText('Score must be from 0 to 10');
    await review.getByTestId('review-score-input').fill('8');
    await review
      .getByTestId('review-feedback-input')
      .fill('Solid work. **Add alt text** to images.');
    await review.getByTestId('review-save').click();
    await expect(staff.getByText(ASSIGNMENT_MSG.reviewed)).toBeVisible();
    await expect(review).toContainText('8/10');
    expect(await seriousViolations(staff)).toEqual([]);

    // The student is e-mailed (by the job queue, moments later) and sees the grade and feedback.
    const outbox = `/api/v1/dev/outbox?to=${seed.tag.toLowerCase()}.builder@example.com`;
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get(outbox)).json()), {
        timeout: 15_000,
      })
      .toContain('Grade: 8 / 10');
    await page.reload();
    await expect(card.getByTestId('assignment-status')).toHaveText('Graded');
    await expect(card.getByTestId('assignment-score')).toHaveText('8 / 10');
    await expect(card.getByTestId('assignment-feedback')).toContainText('Add alt text');
    await expect(card.getByTestId('assignment-submit')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
    await staff.context().close();
  });
});
