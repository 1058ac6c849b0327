import type { Browser } from '@playwright/test';

import { COMMERCE_MSG, formatInr, type OrderData } from '@app/shared';

import { expect, runTag, seriousViolations, test, uniqueMobile } from '../support/admin.ts';
import { openPaidBatch, registerStudent } from '../support/students.ts';

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
