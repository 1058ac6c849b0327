import type { APIRequestContext, Browser, Page } from '@playwright/test';

import {
  COMMERCE_MSG,
  COURSES_MSG,
  formatPaise,
  istToday,
  quoteAmounts,
  type Batch,
  type ClassroomBatch,
  type Coupon,
  type Course,
} from '@app/shared';

import { expect, runTag, seriousViolations, test, uniqueMobile } from '../support/admin.ts';
import { addDays, registerStudent } from '../support/students.ts';

type Seed = { tag: string; category: string; course: Course; batch: Batch };
const PRICING = { price: 20_000, discount: 2_000, discountType: 'flat' as const };

/** A published course in a category of its own, with one open ₹20,000 − ₹2,000 batch. */
async function seedCourse(api: APIRequestContext): Promise<Seed> {
  const tag = runTag();
  const category = `${tag} Checkout`;
  const created = await api.post('/api/v1/admin/courses', {
    data: {
      state: 'published',
      title: `${tag} Cloud Native Go`,
      price: 20_000,
      discountPercentage: 0,
      type: 'online',
      duration_weeks: 6,
      metaData: { difficulty: 'Intermediate', category: [category], language: 'English' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const course = ((await created.json()) as { data: { course: Course } }).data.course;
  const today = istToday();
  const start = addDays(today, 12);
  const res = await api.post('/api/v1/admin/batches', {
    data: {
      name: `${tag} Weekend Batch`,
      course: course._id,
      startDate: start,
      endDate: addDays(start, 42),
      enrollmentEndDate: addDays(today, 10),
      priceTitle: 'Launch offer',
      seats: 30,
      ...PRICING,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const batch = ((await res.json()) as { data: { createdBatch: Batch } }).data.createdBatch;
  return { tag, category, course, batch };
}

async function createCoupon(
  api: APIRequestContext,
  body: { code: string; type: 'percentage' | 'flat'; value: number } & Record<string, unknown>,
): Promise<Coupon> {
  const res = await api.post('/api/v1/admin/coupons', {
    data: {
      description: `${body.value}${body.type === 'percentage' ? '%' : ' rupees'} off (e2e)`,
      validFrom: new Date(Date.now() - 86_400_000).toISOString(),
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      ...body,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { coupon: Coupon } }).data.coupon;
}

/** A new student in a browser context of their own, registered through the OTP API. */
async function newStudent(browser: Browser, tag: string, index: number): Promise<Page> {
  const phone = uniqueMobile('8', 50 + index);
  return (await registerStudent(browser, { tag, lastName: `Buyer${index}`, phone })).page;
}

async function myBatchIds(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/v1/classroom');
  expect(res.ok(), await res.text()).toBeTruthy();
  const { batches } = ((await res.json()) as { data: { batches: ClassroomBatch[] } }).data;
  return batches.map((b) => b.batch._id);
}

const summary = (page: Page, line: string) => page.getByTestId(`summary-${line}`);

async function applyCoupon(page: Page, code: string) {
  const quoted = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/checkout/quote') && r.request().method() === 'POST',
  );
  await page.getByTestId('coupon-input').fill(code);
  await page.getByTestId('coupon-apply').click();
  await quoted;
}

test.describe('checkout', () => {
  test('browse, enrol, coupons, a failed then a successful test-gateway payment, classroom', async ({
    browser,
    adminApi,
  }) => {
    // The whole journey in one test (browse → pay twice → classroom) with two axe scans.
    test.slow();
    const seed = await seedCourse(adminApi);
    const coupon = await createCoupon(adminApi, {
      code: `${seed.tag}TEN`,
      type: 'percentage',
      value: 10,
      scope: 'course',
      courseId: seed.course._id,
    });
    const page = await newStudent(browser, seed.tag, 1);

    // Browse: the catalogue filtered to the seeded category, then the course, then Enrol.
    await page.goto('/courses');
    await page.getByTestId('filter-category').selectOption(seed.category);
    const card = page.getByTestId('course-card').filter({ hasText: seed.course.title });
    await expect(page.getByTestId('course-card')).toHaveCount(1);
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(`/courses/${seed.course._id}`);
    await page.getByTestId('batch-enrol').click();
    await expect(page).toHaveURL(`/checkout/?batchId=${seed.batch._id}`);

    // The batch and the full price: ₹20,000 − ₹2,000, GST 18 % on ₹18,000.
    await expect(page.getByTestId('checkout-batch-name')).toHaveText(seed.batch.name);
    await expect(page.getByTestId('checkout-course-title')).toHaveText(seed.course.title);
    await expect(page.getByTestId('checkout-seats')).toHaveText('30 seats left');
    const full = quoteAmounts(PRICING);
    await expect(summary(page, 'base')).toHaveText(formatPaise(full.basePaise));
    await expect(summary(page, 'batch-discount')).toHaveText(`−${formatPaise(200_000)}`);
    await expect(summary(page, 'gst')).toHaveText(formatPaise(full.gstPaise));
    await expect(summary(page, 'total')).toHaveText('₹21,240');

    // An unknown coupon says so under the field and keeps the price.
    await applyCoupon(page, `${seed.tag}NOPE`);
    await expect(page.getByTestId('coupon-error')).toHaveText(COMMERCE_MSG.couponUnknown);
    await expect(summary(page, 'total')).toHaveText('₹21,240');
    await expect(summary(page, 'coupon-discount')).toHaveCount(0);

    // A valid one: the discount line, and GST on what is left.
    await applyCoupon(page, coupon.code.toLowerCase());
    await expect(page.getByTestId('coupon-applied')).toContainText(COMMERCE_MSG.couponApplied);
    await expect(page.getByTestId('coupon-error')).toHaveCount(0);
    const withCoupon = quoteAmounts(PRICING, { type: 'percentage', value: 10 });
    await expect(summary(page, 'coupon-discount')).toHaveText(
      `−${formatPaise(withCoupon.couponDiscountPaise)}`,
    );
    await expect(summary(page, 'subtotal')).toHaveText('₹16,200');
    await expect(summary(page, 'gst')).toHaveText('₹2,916');
    await expect(summary(page, 'total')).toHaveText('₹19,116');
    await expect(page.getByTestId('checkout-pay')).toHaveText(/Pay ₹19,116/);
    expect(await seriousViolations(page)).toEqual([]);

    // This site runs the test gateway: said before anyone pays. Paying online holds the seat.
    await expect(page.getByTestId('test-gateway-notice')).toContainText('No money is taken');
    await expect(page.getByTestId('seat-hold-info')).toHaveText(
      'Paying online holds your seat for 15 minutes while you pay.',
    );

    // Open the test gateway: the order holds the seat for 15 minutes, counting down.
    const firstOrder = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/checkout/orders') && r.request().method() === 'POST',
    );
    await page.getByTestId('checkout-pay').click();
    expect((await firstOrder).status()).toBe(201);
    const gateway = page.getByTestId('test-gateway');
    // Words for the payer: nothing is charged, nothing asked for (not the operator's setup notes).
    await expect(gateway).toContainText('Test payment — no money is taken');
    await expect(gateway.getByTestId('test-gateway-note')).toHaveText(
      'Choose what happens: no card, UPI or bank details are asked for.',
    );
    await expect(gateway).not.toContainText('Razorpay');
    await expect(page.getByTestId('test-gateway-amount')).toHaveText('₹19,116');
    const hold = gateway.getByTestId('seat-hold');
    await expect(hold).toContainText('Your seat is held for 15 minutes');
    await expect(hold.getByTestId('seat-hold-left')).toHaveText(/^1[45]:\d\d$/);
    const until = (await hold.getByTestId('seat-hold-until').textContent()) ?? '';
    expect(until).toMatch(/^\d{1,2}:\d\d\s?[ap]m$/i);

    // Closing the gateway keeps the hold, shown on the page; paying again reopens the same order.
    await gateway.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(gateway).toBeHidden();
    await expect(page.getByTestId('seat-hold')).toContainText(until);
    const again = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/checkout/orders') && r.request().method() === 'POST',
    );
    await page.getByTestId('checkout-pay').click();
    expect((await again).status()).toBe(200);

    // Fail the payment: no enrolment, and the seat is still held for a retry.
    await page.getByTestId('test-gateway-failure').click();
    await expect(page.getByTestId('checkout-failure')).toContainText(COMMERCE_MSG.paymentFailed);
    await expect(page.getByTestId('checkout-failure').getByTestId('seat-hold')).toContainText(
      until,
    );
    expect(await myBatchIds(page)).not.toContain(seed.batch._id);

    // Try again continues the same order (its seat is still held); this time it goes through.
    const ordered = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/checkout/orders') && r.request().method() === 'POST',
    );
    await page.getByTestId('checkout-retry').click();
    expect((await ordered).status()).toBe(200);
    await page.getByTestId('test-gateway-success').click();
    const success = page.getByTestId('checkout-success');
    await expect(success).toContainText("You're enrolled!");
    await expect(success).toContainText(COMMERCE_MSG.paymentSucceeded);
    await expect(page.getByTestId('success-amount')).toHaveText('₹19,116');
    await expect(page.getByTestId('success-receipt')).toHaveText(/^KS-\d+$/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await myBatchIds(page)).toContain(seed.batch._id);

    // The classroom has the batch.
    await page.getByTestId('success-classroom').click();
    await expect(page).toHaveURL(`/classroom?batch=${seed.batch._id}`);
    await expect(page.getByTestId('classroom-course-title')).toHaveText(seed.course.title);
    await expect(page.getByTestId('classroom-batch-name')).toHaveText(seed.batch.name);

    // The same batch cannot be bought twice: said up front, with a way to the classroom.
    await page.goto(`/checkout/?batchId=${seed.batch._id}`);
    await expect(page.getByTestId('checkout-alert')).toContainText(COMMERCE_MSG.alreadyEnrolled);
    await expect(page.getByTestId('checkout-pay')).toBeDisabled();
    await page.getByTestId('checkout-alert-link').click();
    await expect(page).toHaveURL('/classroom');
    await page.context().close();
  });

  test('a 100 % coupon enrols for free', async ({ browser, adminApi }) => {
    const seed = await seedCourse(adminApi);
    const free = await createCoupon(adminApi, {
      code: `${seed.tag}FREE`,
      type: 'percentage',
      value: 100,
      scope: 'batch',
      batchId: seed.batch._id,
    });
    const page = await newStudent(browser, seed.tag, 2);
    await page.goto(`/checkout/?batchId=${seed.batch._id}`);
    await expect(summary(page, 'total')).toHaveText('₹21,240');
    await applyCoupon(page, free.code);
    await expect(summary(page, 'total')).toHaveText('Free');
    await expect(page.getByTestId('checkout-free')).toContainText('No payment needed');
    const pay = page.getByTestId('checkout-pay');
    await expect(pay).toHaveText('Enrol for free');
    await pay.click();
    await expect(page.getByTestId('checkout-success')).toContainText(COMMERCE_MSG.enrolledFree);
    await expect(page.getByTestId('test-gateway')).toHaveCount(0);
    expect(await myBatchIds(page)).toContain(seed.batch._id);
    // A receipt number is shown, so its receipt can be downloaded too (₹0, an enrolment receipt).
    await expect(page.getByTestId('success-receipt')).toHaveText(/^KS-\d+$/);
    const receipt = page.getByTestId('success-receipt-link');
    await expect(receipt).toBeVisible();
    const pdf = await page.request.get((await receipt.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.context().close();
  });

  test('a second batch of a course the student owns: warned first, then may buy or go to class', async ({
    browser,
    adminApi,
  }) => {
    const seed = await seedCourse(adminApi);
    const today = istToday();
    const res = await adminApi.post('/api/v1/admin/batches', {
      data: {
        name: `${seed.tag} Evening Batch`,
        course: seed.course._id,
        startDate: addDays(today, 20),
        endDate: addDays(today, 62),
        enrollmentEndDate: addDays(today, 18),
        seats: 30,
        ...PRICING,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const evening = ((await res.json()) as { data: { createdBatch: Batch } }).data.createdBatch;
    const free = await createCoupon(adminApi, {
      code: `${seed.tag}OWN`,
      type: 'percentage',
      value: 100,
      scope: 'batch',
      batchId: seed.batch._id,
    });
    const page = await newStudent(browser, seed.tag, 7);
    const owned = await page.request.post('/api/v1/checkout/orders', {
      data: { batchId: seed.batch._id, couponCode: free.code, method: 'online' },
    });
    expect(owned.status(), await owned.text()).toBe(201);

    // The other batch: the warning comes first, and nothing can be paid until they choose.
    await page.goto(`/checkout/?batchId=${evening._id}`);
    const notice = page.getByTestId('checkout-owned');
    await expect(notice.getByRole('heading')).toHaveText(
      COMMERCE_MSG.ownsAnotherBatch(seed.course.title, seed.batch.name),
    );
    await expect(page.getByTestId('checkout-pay')).toBeDisabled();
    await expect(page.getByTestId('method-online')).toHaveCount(0);
    await expect(notice.getByRole('link', { name: 'Go to my classroom' })).toHaveAttribute(
      'href',
      `/classroom?batch=${seed.batch._id}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Continue: the ordinary checkout, ready to pay for the second place.
    await notice.getByRole('button', { name: 'Continue to buy this batch' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByTestId('method-online')).toBeVisible();
    await expect(page.getByTestId('checkout-pay')).toBeEnabled();
    await expect(page.getByTestId('checkout-pay')).toHaveText(/Pay ₹21,240/);

    // Or, on another visit, go to the classroom instead.
    await page.reload();
    await page.getByTestId('checkout-owned-classroom').click();
    await expect(page).toHaveURL(`/classroom?batch=${seed.batch._id}`);
    await expect(page.getByTestId('classroom-batch-name')).toHaveText(seed.batch.name);
    await page.context().close();
  });

  test('a UPI / bank transfer with its reference and screenshot waits for approval', async ({
    browser,
    adminApi,
  }) => {
    const seed = await seedCourse(adminApi);
    const page = await newStudent(browser, seed.tag, 3);
    await page.goto(`/checkout/?batchId=${seed.batch._id}`);
    await page.getByTestId('method-manual').click();
    await expect(page.getByTestId('manual-payment')).toBeVisible();
    await expect(page.getByTestId('manual-amount')).toHaveText('₹21,240');
    const pay = page.getByTestId('checkout-pay');
    await expect(pay).toHaveText('Submit payment details');

    // The reference is checked with the shared schema's messages.
    await pay.click();
    await expect(page.getByText(COMMERCE_MSG.referenceRequired)).toBeVisible();
    await page.getByTestId('manual-reference').fill('12ab');
    await expect(page.getByText(COMMERCE_MSG.referenceFormat)).toBeVisible();

    // A screenshot that is not an image is refused before upload; a PNG uploads and previews.
    await page.getByTestId('proof-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByTestId('proof-error')).toHaveText(COMMERCE_MSG.uploadTypeInvalid);
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 80 } });
    await page.getByTestId('proof-input').setInputFiles({
      name: 'upi-receipt.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect(page.getByTestId('proof-uploaded')).toBeVisible();
    await expect(page.getByTestId('proof-preview').getByRole('img')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('manual-reference').fill('utr 4123-4567-8901');
    const ordered = page.waitForRequest(
      (r) => r.url().endsWith('/api/v1/checkout/orders') && r.method() === 'POST',
    );
    await pay.click();
    const body = (await ordered).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ method: 'manual', batchId: seed.batch._id });
    expect(body.screenshotFileId).toMatch(/^[a-f\d]{24}$/);
    const pending = page.getByTestId('checkout-pending');
    await expect(pending).toContainText('Payment details submitted');
    await expect(pending).toContainText(COMMERCE_MSG.manualSubmitted);
    await expect(page.getByTestId('pending-reference')).toHaveText('UTR412345678901');
    await expect(pending).toContainText('Attached');
    expect(await myBatchIds(page)).not.toContain(seed.batch._id);

    // A second order for the batch while the first waits is refused with its reason.
    await page.goto(`/checkout/?batchId=${seed.batch._id}`);
    await page.getByTestId('method-manual').click();
    await page.getByTestId('manual-reference').fill('UTR998877665544');
    await page.getByTestId('checkout-pay').click();
    await expect(page.getByTestId('checkout-alert')).toContainText(
      COMMERCE_MSG.pendingApprovalExists,
    );
    await page.context().close();
  });

  test('a payment that completes after the batch closed is refunded, not enrolled', async ({
    browser,
    adminApi,
  }) => {
    const seed = await seedCourse(adminApi);
    const page = await newStudent(browser, seed.tag, 5);
    await page.goto(`/checkout/?batchId=${seed.batch._id}`);
    await page.getByTestId('checkout-pay').click();
    await expect(page.getByTestId('test-gateway').getByTestId('seat-hold')).toBeVisible();
    // Staff switch the batch off while the student is on the gateway.
    const off = await adminApi.patch(`/api/v1/admin/batches/${seed.batch._id}`, {
      data: { isActive: false },
    });
    expect(off.status(), await off.text()).toBe(200);
    await page.getByTestId('test-gateway-success').click();
    const refund = page.getByTestId('checkout-refund');
    await expect(refund).toContainText('Payment received, not enrolled');
    await expect(refund).toContainText(COMMERCE_MSG.paymentRefundDue);
    await expect(page.getByTestId('refund-reason')).toHaveText(
      `Reason: ${COMMERCE_MSG.refundBatchClosed}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await myBatchIds(page)).not.toContain(seed.batch._id);

    // Their payments say "Refund due" with the reason.
    await page.goto('/profile#payments');
    const row = page.getByTestId('payment-row').filter({ hasText: seed.course.title });
    await expect(row.getByTestId('payment-status')).toHaveText('Refund due');
    await expect(row.getByTestId('payment-refund-reason')).toContainText(
      COMMERCE_MSG.refundBatchClosed,
    );
    await page.context().close();
  });

  test('without an online gateway only UPI / bank transfer is offered', async ({
    browser,
    adminApi,
  }) => {
    const seed = await seedCourse(adminApi);
    const page = await newStudent(browser, seed.tag, 6);
    // The quote of a site with no gateway (production without Razorpay keys).
    await page.route('**/api/v1/checkout/quote', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { quote: { gateway: string } } };
      body.data.quote.gateway = 'none';
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/checkout/?batchId=${seed.batch._id}`);
    await expect(page.getByTestId('online-unavailable')).toBeVisible();
    await expect(page.getByTestId('method-online')).toHaveCount(0);
    await expect(page.getByTestId('method-manual')).toBeVisible();
    await expect(page.getByTestId('manual-payment')).toBeVisible();
    await expect(page.getByTestId('test-gateway-notice')).toHaveCount(0);
    await expect(page.getByTestId('seat-hold-info')).toHaveCount(0);
    await expect(page.getByTestId('checkout-pay')).toHaveText('Submit payment details');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('a missing or malformed batch id shows "Invalid batch ID"', async ({ browser }) => {
    const page = await newStudent(browser, runTag(), 4);
    for (const url of ['/checkout/', '/checkout/?batchId=12345', '/checkout/?batchId=zz']) {
      await page.goto(url);
      await expect(page.getByTestId('checkout-invalid')).toContainText(COURSES_MSG.invalidBatchId);
    }
    await page.getByRole('link', { name: 'Browse courses' }).click();
    await expect(page).toHaveURL('/courses');
    await page.context().close();
  });
});
