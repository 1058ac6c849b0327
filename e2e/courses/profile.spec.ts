import { readFile } from 'node:fs/promises';

import type { APIRequestContext, Browser, Page } from '@playwright/test';

import {
  COMMERCE_MSG,
  MSG,
  ORDER_EXPIRED_NOTE,
  istToday,
  type Batch,
  type Course,
  type OrderData,
  type Payment,
} from '@app/shared';

import { expect, runTag, seriousViolations, test, uniqueMobile } from '../support/admin.ts';
import { signIn } from '../support/session.ts';
import { addDays, registerStudent } from '../support/students.ts';

async function seedBatch(
  api: APIRequestContext,
  tag: string,
): Promise<{ course: Course; batch: Batch }> {
  const created = await api.post('/api/v1/admin/courses', {
    data: {
      state: 'published',
      title: `${tag} SQL for Analysts`,
      price: 9_000,
      type: 'online',
      duration_weeks: 4,
      metaData: { difficulty: 'Beginner', category: [`${tag} Data`], language: 'English' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const course = ((await created.json()) as { data: { course: Course } }).data.course;
  const today = istToday();
  const res = await api.post('/api/v1/admin/batches', {
    data: {
      name: `${tag} Sunday Batch`,
      course: course._id,
      startDate: addDays(today, 7),
      endDate: addDays(today, 35),
      enrollmentEndDate: addDays(today, 5),
      price: 9_000,
      discount: 0,
      discountType: 'flat',
      seats: 20,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return {
    course,
    batch: ((await res.json()) as { data: { createdBatch: Batch } }).data.createdBatch,
  };
}

function newStudent(browser: Browser, tag: string, index: number) {
  const phone = uniqueMobile('8', 70 + index);
  return registerStudent(browser, { tag, lastName: `Member${index}`, phone });
}

/**
 * An online order paid through the test gateway, by API (the checkout spec covers the UI). A
 * student's open order for the batch comes back (200) instead of a second one (201).
 */
async function buy(page: Page, batchId: string): Promise<Payment> {
  const res = await page.request.post('/api/v1/checkout/orders', {
    data: { batchId, method: 'online' },
  });
  expect([200, 201], await res.text()).toContain(res.status());
  const { payment } = ((await res.json()) as { data: OrderData }).data;
  const paid = await page.request.post(`/api/v1/payments/test-gateway/${payment._id}`, {
    data: { outcome: 'success' },
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  return ((await paid.json()) as { data: { payment: Payment } }).data.payment;
}

test.describe('profile', () => {
  test('name and e-mail editing shows in the header; the verified phone is read-only', async ({
    browser,
  }) => {
    const tag = runTag();
    const { page, phone } = await newStudent(browser, tag, 1);
    await page.goto('/');
    // The account menu leads to the profile.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByTestId('user-menu-profile').click();
    await expect(page).toHaveURL('/profile');

    await expect(page.getByTestId('profile-name')).toHaveText(`${tag} Member1`);
    await expect(page.getByTestId('profile-phone')).toHaveText(
      `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
    );
    await expect(page.getByTestId('profile-phone-verified')).toHaveText('Verified');
    await expect(page.getByTestId('profile-enrolments-empty')).toBeVisible();
    await expect(page.getByTestId('profile-payments-empty')).toBeVisible();

    // The shared schema's messages, before anything is sent.
    await page.getByTestId('profile-first-name').fill('');
    await page.getByTestId('profile-email').fill('not-an-email');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText(COMMERCE_MSG.firstNameRequired)).toBeVisible();
    await expect(page.getByText(COMMERCE_MSG.emailInvalid)).toBeVisible();

    await page.getByTestId('profile-first-name').fill('Meenakshi');
    await page.getByTestId('profile-last-name').fill('Sundaram');
    await page.getByTestId('profile-email').fill(`Meenakshi.${tag}@Example.com`);
    await page.getByTestId('profile-save').click();
    await expect(page.getByText(COMMERCE_MSG.profileUpdated)).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText('Meenakshi Sundaram');
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Meenakshi');
    await expect(page.getByTestId('profile-email')).toHaveValue(
      `meenakshi.${tag.toLowerCase()}@example.com`,
    );

    // Stored: a reload shows the same.
    await page.reload();
    await expect(page.getByTestId('profile-first-name')).toHaveValue('Meenakshi');
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Meenakshi');

    // Log out from the profile.
    await page.getByTestId('profile-logout').click();
    await expect(page.getByText('Logging out...').first()).toBeVisible();
    await expect(page.getByText(MSG.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    await page.context().close();
  });

  test('enrolments, payments and a downloadable PDF receipt for the paid one', async ({
    browser,
    adminApi,
  }) => {
    const tag = runTag();
    const { course, batch } = await seedBatch(adminApi, tag);
    const { page } = await newStudent(browser, tag, 2);
    // A failed attempt first, then a paid retry: the retry pays the same order (its seat is
    // still held), so the student has one payment, paid.
    const failed = await page.request.post('/api/v1/checkout/orders', {
      data: { batchId: batch._id, method: 'online' },
    });
    const failedPayment = ((await failed.json()) as { data: OrderData }).data.payment;
    await page.request.post(`/api/v1/payments/test-gateway/${failedPayment._id}`, {
      data: { outcome: 'failure' },
    });
    const paid = await buy(page, batch._id);

    await page.goto('/profile');
    const enrolment = page.getByTestId('profile-enrolment');
    await expect(enrolment).toHaveCount(1);
    await expect(enrolment).toContainText(course.title);
    await expect(enrolment).toContainText(batch.name);

    expect(paid._id).toBe(failedPayment._id);
    const rows = page.getByTestId('profile-payments').getByTestId('payment-row');
    await expect(rows).toHaveCount(1);
    const row = page.locator(`[data-testid="payment-row"][data-payment-id="${paid._id}"]`);
    await expect(row.getByTestId('payment-status')).toHaveText('Paid');
    await expect(row).toContainText('₹10,620');
    await expect(row).toContainText('Online');
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await row.getByTestId('payment-receipt').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`KodeSchool-receipt-${paid.receiptNumber}.pdf`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The enrolment opens its classroom.
    await enrolment.click();
    await expect(page).toHaveURL(`/classroom?batch=${batch._id}`);
    await expect(page.getByTestId('classroom-batch-name')).toHaveText(batch.name);
    await page.context().close();
  });

  test('a free enrolment keeps its receipt; a checkout left unpaid expires with its seat hold', async ({
    browser,
    adminApi,
  }) => {
    const tag = runTag();
    const { batch } = await seedBatch(adminApi, tag);
    const coupon = await adminApi.post('/api/v1/admin/coupons', {
      data: {
        code: `${tag}GIFT`,
        type: 'percentage',
        value: 100,
        description: 'Scholarship (e2e)',
        validFrom: new Date(Date.now() - 86_400_000).toISOString(),
        validUntil: new Date(Date.now() + 86_400_000).toISOString(),
        scope: 'batch',
        batchId: batch._id,
      },
    });
    expect(coupon.status(), await coupon.text()).toBe(201);
    const { page } = await newStudent(browser, tag, 3);
    const res = await page.request.post('/api/v1/checkout/orders', {
      data: { batchId: batch._id, couponCode: `${tag}GIFT`, method: 'online' },
    });
    expect(res.status(), await res.text()).toBe(201);
    const free = ((await res.json()) as { data: OrderData }).data.payment;
    expect(free.receiptNumber).toMatch(/^KS-\d+$/);

    await page.goto('/profile');
    const row = page.locator(`[data-testid="payment-row"][data-payment-id="${free._id}"]`);
    await expect(row.getByTestId('payment-status')).toHaveText('Paid');
    await expect(row).toContainText('Free');
    const download = page.waitForEvent('download');
    await row.getByTestId('payment-receipt').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`KodeSchool-receipt-${free.receiptNumber}.pdf`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.context().close();

    // A demo student's checkout from hours ago: its 15-minute seat hold lapsed, so it reads
    // Expired with the reason, never "Awaiting payment"; staff see the same word.
    // a context of his own, without the admin cookies the suite's contexts start with
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const karthik = await context.newPage();
    await signIn(karthik, '9876500003');
    await karthik.goto('/profile');
    const expired = karthik
      .getByTestId('profile-payments')
      .getByTestId('payment-row')
      .filter({ hasText: 'Python for Data Analysis' })
      .filter({ has: karthik.getByTestId('payment-expired-note') });
    await expect(expired.getByTestId('payment-status')).toHaveText('Expired');
    await expect(expired.getByTestId('payment-expired-note')).toHaveText(ORDER_EXPIRED_NOTE);
    await expect(karthik.getByText('Awaiting payment')).toHaveCount(0);
    expect(await seriousViolations(karthik)).toEqual([]);
    const staff = await adminApi.get(
      '/api/v1/admin/payments?status=abandoned&resolved=all&search=9876500003',
    );
    const listed = ((await staff.json()) as { data: { payments: Payment[] } }).data.payments;
    expect(listed.map((p) => p.displayStatus)).toEqual(['abandoned']);
    await context.close();
  });
});
