import { COMMERCE_MSG, type ClassroomBatch, type OrderData, type UploadedFile } from '@app/shared';

import { runTag, seriousViolations, uniqueMobile } from '../support/admin.ts';
import { signIn } from '../support/session.ts';
import { type Student, openPaidBatch, registerStudent } from '../support/students.ts';
import { expect, test, type Browser } from '../support/test.ts';

const SALES = '9000000004';

/** A new student in a browser context of their own, registered through the OTP API. */
function newStudent(browser: Browser, tag: string, index: number): Promise<Student> {
  return registerStudent(browser, {
    tag,
    lastName: `Learner${index}`,
    phone: uniqueMobile('7', index),
  });
}

/** A real PNG (a rendered receipt-like box) uploaded as the student's payment proof. */
async function uploadProof(student: Student): Promise<string> {
  await student.page.setContent(
    '<div id="r" style="width:240px;height:160px;background:#ede9fe;font:20px sans-serif;padding:16px">UPI ₹ paid</div>',
  );
  const png = await student.page.locator('#r').screenshot();
  const res = await student.page.request.post('/api/v1/uploads/payment-proof', {
    headers: { 'content-type': 'image/png' },
    data: png,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { file: UploadedFile } }).data.file._id;
}

async function submitManual(
  student: Student,
  batchId: string,
  reference: string,
  screenshotFileId?: string,
): Promise<string> {
  const res = await student.page.request.post('/api/v1/checkout/orders', {
    data: { batchId, method: 'manual', reference, ...(screenshotFileId && { screenshotFileId }) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { payment } = ((await res.json()) as { data: OrderData }).data;
  expect(payment.status).toBe('pending_approval');
  return payment._id;
}

test('a manual payment approved by sales enrols the student; another is rejected with a reason', async ({
  page,
  browser,
}) => {
  // Two registrations, an upload, two orders and a staff sign-in before the page is reached.
  test.setTimeout(120_000);
  const tag = runTag();
  const batch = await openPaidBatch(page.request);
  const asha = await newStudent(browser, tag, 1);
  const ravi = await newStudent(browser, tag, 2);
  const ref1 = `UTR${Date.now()}1`;
  const ref2 = `UTR${Date.now()}2`;
  const approveId = await submitManual(asha, batch._id, ref1, await uploadProof(asha));
  const rejectId = await submitManual(ravi, batch._id, ref2);

  await signIn(page, SALES);
  await page.goto('/admin/paymentApproval');
  await expect(page.getByRole('heading', { name: 'Payment approval' })).toBeVisible();
  await expect(page.getByTestId('approval-tab-pending_approval')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByTestId('approval-search').fill(tag);
  const card = (id: string) =>
    page.locator(`[data-testid="approval-card"][data-payment-id="${id}"]`);
  await expect(card(approveId)).toBeVisible();
  await expect(card(rejectId)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Asha's card: reference, amount and the screenshot (thumbnail, then full size).
  const first = card(approveId);
  await expect(first).toContainText(asha.name);
  await expect(first).toContainText(batch.name);
  await expect(first.getByTestId('approval-reference')).toHaveText(ref1);
  const thumb = first.getByTestId('screenshot-thumb').locator('img');
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await first.getByTestId('screenshot-thumb').click();
  const shot = page.getByTestId('screenshot-dialog');
  await expect(shot.getByRole('img', { name: /Payment screenshot/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(shot).toBeHidden();
  await expect(card(rejectId).getByTestId('screenshot-none')).toBeVisible();

  // Approve: confirm, toast, the card leaves the pending list at once.
  await first.getByTestId('approval-approve').click();
  const approve = page.getByTestId('approve-dialog');
  await expect(approve).toContainText(asha.name);
  await approve.getByTestId('approve-confirm').click();
  await expect(page.getByText(COMMERCE_MSG.paymentApproved)).toBeVisible();
  await expect(approve).toBeHidden();
  await expect(card(approveId)).toHaveCount(0);

  const classroom = await asha.page.request.get('/api/v1/classroom');
  expect(classroom.ok(), await classroom.text()).toBeTruthy();
  const { batches } = ((await classroom.json()) as { data: { batches: ClassroomBatch[] } }).data;
  expect(batches.map((b) => b.batch._id)).toContain(batch._id);

  // Reject: a reason is required, then the student is told.
  await card(rejectId).getByTestId('approval-reject').click();
  const reject = page.getByTestId('reject-dialog');
  await reject.getByTestId('reject-confirm').click();
  await expect(reject.getByText(COMMERCE_MSG.rejectReasonRequired)).toBeVisible();
  const reason = 'Reference not found in our bank statement';
  await reject.getByTestId('reject-reason').fill(reason);
  await reject.getByTestId('reject-confirm').click();
  await expect(page.getByText(COMMERCE_MSG.paymentRejected)).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(card(rejectId)).toHaveCount(0);

  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/v1/dev/outbox?to=${ravi.phone}`);
      const { messages } = ((await res.json()) as { data: { messages: { body: string }[] } }).data;
      return messages.some((m) => m.body.includes(reason));
    })
    .toBe(true);

  // The other tabs hold the decisions.
  await page.getByTestId('approval-tab-rejected').click();
  await expect(card(rejectId).getByTestId('approval-outcome')).toContainText(reason);
  await page.getByTestId('approval-tab-paid').click();
  await expect(card(approveId).getByTestId('approval-outcome')).toContainText('Approved');

  await asha.page.context().close();
  await ravi.page.context().close();
});
