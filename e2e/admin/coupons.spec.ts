import type { Page } from '@playwright/test';

import { COMMERCE_MSG, type Coupon, type Course } from '@app/shared';

import { expect, runTag, seriousViolations, test } from '../support/admin.ts';
import { fillDateTime } from '../support/dates.ts';

/** A published course to scope the coupon to (the demo catalogue always has one). */
async function firstCourse(page: Page): Promise<Course> {
  const res = await page.request.get('/api/v1/courses');
  expect(res.ok(), await res.text()).toBeTruthy();
  const { courses } = ((await res.json()) as { data: { courses: Course[] } }).data;
  expect(courses.length).toBeGreaterThan(0);
  return courses[0]!;
}

const rowOf = (page: Page, code: string) =>
  page.getByTestId('coupon-row').filter({ hasText: code });

test.describe('coupons (/admin/coupons)', () => {
  test('create a course coupon (150 % refused), edit it, deactivate it', async ({
    page,
    adminApi,
  }) => {
    const code = runTag().toUpperCase();
    const course = await firstCourse(page);
    await page.goto('/admin/coupons');
    await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();

    // New coupon: the code is upper-cased as it is typed; 150 % is refused by the shared schema.
    await page.getByTestId('coupon-new').click();
    const drawer = page.getByTestId('coupon-drawer');
    await expect(drawer.getByRole('heading', { name: 'New coupon' })).toBeVisible();
    await drawer.getByTestId('coupon-code-input').fill(code.toLowerCase());
    await expect(drawer.getByTestId('coupon-code-input')).toHaveValue(code);
    await drawer.getByTestId('coupon-description-input').fill('Spring offer for one course');
    await drawer.getByTestId('coupon-value-input').fill('150');
    await drawer.getByTestId('coupon-save').click();
    await expect(drawer.getByText(COMMERCE_MSG.couponPercentOver100)).toBeVisible();

    await drawer.getByTestId('coupon-value-input').fill('15');
    await expect(drawer.getByText(COMMERCE_MSG.couponPercentOver100)).toHaveCount(0);
    // Scope: one course, chosen from GET /admin/coupons/options.
    await drawer.getByTestId('coupon-scope').selectOption('course');
    await drawer.getByTestId('coupon-save').click();
    await expect(drawer.getByText(COMMERCE_MSG.couponScopeCourse)).toBeVisible();
    await drawer.getByTestId('coupon-course').selectOption({ label: course.title });
    await drawer.getByTestId('coupon-max-input').fill('50');
    await drawer.getByTestId('coupon-per-user-input').fill('2');
    await drawer.getByTestId('coupon-save').click();
    await expect(page.getByText(COMMERCE_MSG.couponCreated)).toBeVisible();
    await expect(drawer).toBeHidden();

    await page.getByTestId('coupon-search').fill(code);
    const row = rowOf(page, code);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('coupon-value')).toContainText('15%');
    await expect(row).toContainText(course.title);
    await expect(row.getByTestId('coupon-uses')).toHaveText('0 / 50');
    await expect(row).toContainText('2 per student');
    await expect(row.getByTestId('coupon-status')).toHaveText('Active');
    expect(await seriousViolations(page)).toEqual([]);
    const id = (await row.getAttribute('data-row-id'))!;

    // The same code again is refused on the code field (409).
    await page.getByTestId('coupon-new').click();
    await drawer.getByTestId('coupon-code-input').fill(code);
    await drawer.getByTestId('coupon-value-input').fill('5');
    await drawer.getByTestId('coupon-save').click();
    await expect(drawer.getByText(COMMERCE_MSG.couponCodeTaken)).toBeVisible();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();

    // Edit: dates in the wrong order are refused; a flat ₹2,000 with a new window is saved.
    await row.getByTestId('coupon-edit').click();
    await expect(drawer.getByRole('heading', { name: `Edit ${code}` })).toBeVisible();
    await expect(drawer.getByTestId('coupon-value-input')).toHaveValue('15');
    await expect(drawer.getByTestId('coupon-course')).toHaveValue(course._id);
    await fillDateTime(drawer.getByTestId('coupon-validFrom-input'), '2030-06-10T10:00');
    await fillDateTime(drawer.getByTestId('coupon-validUntil-input'), '2030-06-01T10:00');
    await drawer.getByTestId('coupon-save').click();
    await expect(drawer.getByText(COMMERCE_MSG.couponDatesOrder)).toBeVisible();
    await fillDateTime(drawer.getByTestId('coupon-validFrom-input'), '2030-06-01T09:30');
    await fillDateTime(drawer.getByTestId('coupon-validUntil-input'), '2030-06-30T23:59');
    await drawer.getByTestId('coupon-type-flat').check();
    await drawer.getByTestId('coupon-value-input').fill('2000');
    await drawer.getByTestId('coupon-save').click();
    await expect(page.getByText(COMMERCE_MSG.couponUpdated)).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(row.getByTestId('coupon-value')).toContainText('₹2,000');
    await expect(row.getByTestId('coupon-status')).toHaveText('Scheduled');
    await expect(row).toContainText('1 Jun 2030, 9:30 am – 30 Jun 2030, 11:59 pm');

    const saved = await adminApi.get(`/api/v1/admin/coupons/${id}`);
    const coupon = ((await saved.json()) as { data: { coupon: Coupon } }).data.coupon;
    expect(coupon).toMatchObject({ type: 'flat', value: 2000, scope: 'course' });
    // 09:30 India time is 04:00 UTC.
    expect(coupon.validFrom).toBe('2030-06-01T04:00:00.000Z');

    // Deactivate with the row's switch.
    const toggle = row.getByTestId('coupon-active');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(page.getByText(COMMERCE_MSG.couponDeactivated)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(row.getByTestId('coupon-status')).toHaveText('Deactivated');
    const after = await adminApi.get(`/api/v1/admin/coupons/${id}`);
    expect(((await after.json()) as { data: { coupon: Coupon } }).data.coupon.isActive).toBe(false);

    // The status filter finds it among the deactivated ones; it has no redemptions yet.
    await page.getByTestId('filter-status').selectOption('inactive');
    await expect(rowOf(page, code)).toHaveCount(1);
    await rowOf(page, code).getByTestId('coupon-redemptions').click();
    await expect(page.getByTestId('redemptions-drawer')).toBeVisible();
    await expect(page.getByTestId('redemptions-empty')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
