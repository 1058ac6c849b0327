import type { Page } from '@playwright/test';

import { COURSES_MSG, istToday, type Course } from '@app/shared';

import { expect, runTag, seriousViolations, test } from '../support/admin.ts';
import { dayIn, fillDate } from '../support/dates.ts';

const COURSE_TITLE = 'Full Stack Web Development';

function addDays(days: number): string {
  const d = new Date(`${istToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The toast with this text (an earlier toast may still be on screen). */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).last();

test.describe('Staff batch pages (/admin/courses/{courseId}/batches)', () => {
  test('create, list first, toggle, edit and delete a batch with the spec toasts', async ({
    page,
    adminApi,
  }) => {
    const res = await adminApi.get('/api/v1/admin/courses', {
      params: { search: COURSE_TITLE, limit: 5 },
    });
    expect(res.ok()).toBeTruthy();
    const { courses } = ((await res.json()) as { data: { courses: Course[] } }).data;
    const course = courses.find((c) => c.title === COURSE_TITLE)!;
    expect(course, 'demo course').toBeTruthy();
    const name = `${runTag()} Weekend batch`;

    await page.goto(`/admin/courses/${course._id}/batches`);
    await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
    await expect(page.getByTestId('batch-row').first()).toBeVisible();

    // New batch: a wrong date order is caught under the fields before anything is sent.
    await page.getByTestId('batch-new').click();
    await expect(page.getByRole('heading', { level: 1, name: 'New batch' })).toBeVisible();
    await page.getByTestId('batch-form-name').fill(name);
    await fillDate(page.getByTestId('batch-form-start'), addDays(30));
    await fillDate(page.getByTestId('batch-form-end'), addDays(20));
    await fillDate(page.getByTestId('batch-form-enrolment-end'), addDays(40));
    await page.getByTestId('batch-form-price').fill('20000');
    await page.getByTestId('batch-form-discount').fill('10');
    await expect(page.getByTestId('batch-form-final-price')).toHaveText('₹18,000');
    await page.getByTestId('batch-form-submit').click();
    await expect(page.getByText(COURSES_MSG.endNotAfterStart)).toBeVisible();
    await expect(page.getByText(COURSES_MSG.enrollmentAfterStart)).toBeVisible();

    await fillDate(page.getByTestId('batch-form-end'), addDays(30 + 12 * 7));
    await fillDate(page.getByTestId('batch-form-enrolment-end'), addDays(28));
    await expect(page.getByText(COURSES_MSG.endNotAfterStart)).toBeHidden();
    await expect(page.getByText(COURSES_MSG.enrollmentAfterStart)).toBeHidden();
    await page.getByTestId('batch-form-discount-flat').check({ force: true });
    await page.getByTestId('batch-form-discount').fill('2500');
    await expect(page.getByTestId('batch-form-final-price')).toHaveText('₹17,500');
    await page.getByTestId('batch-form-submit').click();
    await expect(toast(page, COURSES_MSG.batchCreated)).toBeVisible();

    // The batch page of the new batch.
    await expect(page).toHaveURL(/\/batches\/[0-9a-f]{24}$/);
    const batchId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('batch-card-dates')).toContainText('12 weeks');
    await expect(page.getByTestId('batch-card-price')).toContainText('₹17,500');
    await expect(page.getByText('No students enrolled yet.')).toBeVisible();

    // Back to the list: the new batch is first (the cached list took it at the front).
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(COURSE_TITLE).click();
    const first = page.getByTestId('batch-row').first();
    await expect(first).toContainText(name);
    await expect(first).toContainText('₹17,500');
    const row = page.locator(`[data-testid="batch-row"][data-row-id="${batchId}"]`);

    // Toggle it off from the list.
    const active = row.getByTestId('batch-active');
    await expect(active).toHaveAttribute('aria-checked', 'true');
    await active.click();
    await expect(toast(page, COURSES_MSG.batchStatusUpdated)).toBeVisible();
    await expect(active).toHaveAttribute('aria-checked', 'false');

    // Edit it: only the changed field is sent.
    await row.getByTestId('batch-edit').click();
    await expect(page.getByTestId('batch-form-name')).toHaveValue(name);
    const renamed = `${name} (evening)`;
    await page.getByTestId('batch-form-name').fill(renamed);
    const patch = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith(`/api/v1/admin/batches/${batchId}`),
    );
    await page.getByTestId('batch-form-submit').click();
    expect((await patch).postDataJSON()).toEqual({ name: renamed });
    await expect(toast(page, COURSES_MSG.batchUpdated)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // The list shows the re-read batch in place.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(COURSE_TITLE).click();
    await expect(row).toContainText(renamed);
    await expect(row.getByTestId('batch-active')).toHaveAttribute('aria-checked', 'false');

    // Delete it, after confirming.
    await row.getByTestId('batch-delete').click();
    const dialog = page.getByTestId('batch-delete-dialog');
    await expect(dialog).toContainText(renamed);
    await dialog.getByTestId('batch-delete-confirm').click();
    await expect(toast(page, COURSES_MSG.batchDeleted)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await adminApi.get(`/api/v1/admin/batches/${batchId}`)).status()).toBe(404);
  });

  test("a new batch starts from its course's price, discount and length", async ({
    page,
    adminApi,
  }) => {
    // Issue 15: the new-batch form started with no price at all.
    const created = await adminApi.post('/api/v1/admin/courses', {
      data: {
        title: `${runTag()} Defaults`,
        price: 24000,
        discountPercentage: 12.5,
        duration_weeks: 6,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const course = ((await created.json()) as { data: { course: Course } }).data.course;

    await page.goto(`/admin/courses/${course._id}/new/batch`);
    await expect(page.getByRole('heading', { level: 1, name: 'New batch' })).toBeVisible();
    await expect(page.getByTestId('batch-form-price')).toHaveValue('24000');
    await expect(page.getByTestId('batch-form-discount')).toHaveValue('12.5');
    await expect(page.getByTestId('batch-form-final-price')).toHaveText('₹21,000');
    // Starts on a Monday at least two weeks away, as long as the course; enrolment closes the
    // day before.
    const start = await dayIn(page.getByTestId('batch-form-start'));
    expect(start >= addDays(14)).toBe(true);
    expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
    const end = await dayIn(page.getByTestId('batch-form-end'));
    expect((Date.parse(end) - Date.parse(start)) / 86_400_000).toBe(6 * 7 - 1);
    const enrolmentEnd = await dayIn(page.getByTestId('batch-form-enrolment-end'));
    expect((Date.parse(start) - Date.parse(enrolmentEnd)) / 86_400_000).toBe(1);

    expect(await seriousViolations(page)).toEqual([]);

    // Only the name is left to write.
    const name = `${runTag()} From defaults`;
    await page.getByTestId('batch-form-name').fill(name);
    await page.getByTestId('batch-form-submit').click();
    await expect(toast(page, COURSES_MSG.batchCreated)).toBeVisible();
    await expect(page.getByTestId('batch-card-price')).toContainText('₹21,000');
    await expect(page.getByTestId('batch-card-dates')).toContainText('6 weeks');
  });

  test("a malformed batch id shows 'Invalid batch ID' without calling the server", async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/admin/batches')) calls.push(r.url());
    });
    await page.goto('/admin/courses/not-hex/batches/xyz');
    await expect(page.getByTestId('batch-error')).toContainText(COURSES_MSG.invalidBatchId);
    await page.goto('/admin/courses/not-hex/batches/xyz/edit');
    await expect(page.getByTestId('batch-error')).toContainText(COURSES_MSG.invalidBatchId);
    expect(calls).toEqual([]);
  });
});
