import type { Browser } from '@playwright/test';

import {
  COMMERCE_MSG,
  formatInr,
  istToday,
  type Batch,
  type Course,
  type OrderData,
} from '@app/shared';

import { expect, runTag, seriousViolations, test, uniqueMobile } from '../support/admin.ts';
import { addDays, openPaidBatch, registerStudent } from '../support/students.ts';

/** A new student in a browser context of their own, registered through the OTP API. */
function newStudent(browser: Browser, tag: string) {
  return registerStudent(browser, { tag, lastName: 'Payer', phone: uniqueMobile('6', 1) });
}

test('a failed test-gateway payment shows in Failed Payments and is marked resolved', async ({
  page,
  browser,
}) => {
  const tag = runTag();
  const batch = await openPaidBatch(page.request);
  const student = await newStudent(browser, tag);
  const order = await student.page.request.post('/api/v1/checkout/orders', {
    data: { batchId: batch._id, method: 'online' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { payment, gateway } = ((await order.json()) as { data: OrderData }).data;
  expect(gateway?.kind).toBe('test');
  const failed = await student.page.request.post(`/api/v1/payments/test-gateway/${payment._id}`, {
    data: { outcome: 'failure' },
  });
  expect(failed.ok(), await failed.text()).toBeTruthy();
  await student.page.context().close();

  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { name: 'Failed payments' })).toBeVisible();
  await page.getByTestId('payment-search').fill(student.phone);
  const row = page.locator(`[data-testid="payment-row"][data-row-id="${payment._id}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('payment-row')).toHaveCount(1);
  await expect(row).toContainText(`${tag} Payer`);
  await expect(row).toContainText(batch.name);
  await expect(row.getByTestId('payment-status')).toHaveText('Failed');
  expect(await seriousViolations(page)).toEqual([]);

  // The detail: amounts, the gateway event, and "Mark resolved" with a required note.
  await row.click();
  const drawer = page.getByTestId('payment-drawer');
  const total = formatInr(payment.amounts.totalPaise / 100);
  await expect(row).toContainText(total);
  await expect(drawer.getByTestId('payment-total')).toHaveText(total);
  await expect(drawer.getByTestId('payment-events')).toContainText('test-gateway');
  expect(await seriousViolations(page)).toEqual([]);
  await drawer.getByTestId('resolve-submit').click();
  await expect(drawer.getByText(COMMERCE_MSG.resolutionNoteRequired)).toBeVisible();
  await drawer.getByTestId('resolve-note').fill('Called the student; they will pay by UPI');
  await drawer.getByTestId('resolve-submit').click();
  await expect(page.getByText(COMMERCE_MSG.paymentResolved)).toBeVisible();
  await expect(drawer.getByTestId('payment-resolution')).toContainText('they will pay by UPI');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // It leaves the unresolved list and is found under "Resolved".
  await expect(row).toHaveCount(0);
  await page.getByTestId('filter-resolved').selectOption('yes');
  await expect(row).toBeVisible();
  await expect(row.getByTestId('payment-resolved')).toBeVisible();
});

test('a payment that went through after its batch closed is refund due; staff mark it refunded', async ({
  page,
  browser,
  adminApi,
}) => {
  const tag = runTag();
  const today = istToday();
  const course = await adminApi.post('/api/v1/admin/courses', {
    data: {
      state: 'published',
      title: `${tag} Refund Course`,
      price: 9_000,
      discountPercentage: 0,
      type: 'online',
      duration_weeks: 4,
      metaData: { difficulty: 'Beginner', category: [`${tag} Refunds`], language: 'English' },
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { data: { course: Course } }).data.course._id;
  const created = await adminApi.post('/api/v1/admin/batches', {
    data: {
      name: `${tag} Closing Batch`,
      course: courseId,
      startDate: addDays(today, 12),
      endDate: addDays(today, 40),
      enrollmentEndDate: addDays(today, 10),
      seats: 10,
      price: 9_000,
      discount: 0,
      discountType: 'flat',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const batch = ((await created.json()) as { data: { createdBatch: Batch } }).data.createdBatch;

  const student = await newStudent(browser, tag);
  const order = await student.page.request.post('/api/v1/checkout/orders', {
    data: { batchId: batch._id, method: 'online' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { payment } = ((await order.json()) as { data: OrderData }).data;
  const off = await adminApi.patch(`/api/v1/admin/batches/${batch._id}`, {
    data: { isActive: false },
  });
  expect(off.status(), await off.text()).toBe(200);
  const paid = await student.page.request.post(`/api/v1/payments/test-gateway/${payment._id}`, {
    data: { outcome: 'success' },
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  expect(((await paid.json()) as { message: string }).message).toBe(COMMERCE_MSG.paymentRefundDue);
  await student.page.context().close();

  await page.goto('/admin/payments');
  await page.getByTestId('filter-status').selectOption('refund_due');
  await page.getByTestId('payment-search').fill(student.phone);
  const row = page.locator(`[data-testid="payment-row"][data-row-id="${payment._id}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('payment-status')).toHaveText('Refund due');
  await expect(row).toContainText(COMMERCE_MSG.refundBatchClosed);

  await row.click();
  const drawer = page.getByTestId('payment-drawer');
  await expect(drawer.getByTestId('refund-instructions')).toBeVisible();
  await expect(drawer.getByTestId('resolve-submit')).toHaveText('Mark refunded');
  expect(await seriousViolations(page)).toEqual([]);
  await drawer.getByTestId('resolve-note').fill('Refunded in full at the gateway');
  await drawer.getByTestId('resolve-submit').click();
  await expect(page.getByText(COMMERCE_MSG.paymentRefunded)).toBeVisible();
  await expect(drawer.getByTestId('payment-resolution')).toContainText('Refunded in full');
  await page.keyboard.press('Escape');
  await expect(row).toHaveCount(0);
  await page.getByTestId('filter-resolved').selectOption('yes');
  await expect(row.getByTestId('payment-status')).toHaveText('Refunded');
});
