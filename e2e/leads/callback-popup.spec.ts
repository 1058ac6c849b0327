import { CALLBACK_MSG, CALLBACK_THANKYOU_CLOSE_MS } from '@app/shared';

import { seriousViolations } from '../support/admin.ts';
import { expect, test, type Page } from '../support/test.ts';

const CALLBACKS_URL = '**/api/v1/request-callbacks';

/** Opens the popup from the site header, which every public page has (a page button on phones). */
async function openPopup(page: Page) {
  await page.goto('/kodr');
  const inHeader = page.getByTestId('header-callback');
  if (await inHeader.isVisible()) await inHeader.click();
  else
    await page
      .getByRole('button', { name: /callback/i })
      .first()
      .click();
  const modal = page.getByTestId('callback-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Request a callback' })).toBeVisible();
  return modal;
}

async function fillValid(page: Page) {
  await page.getByTestId('callback-name').fill('Rahul Deshmukh');
  await page.getByTestId('callback-mobile').fill('9812345678');
  await page.getByTestId('callback-enquiry-offline').check();
  await page.getByTestId('callback-notes').fill('What are the fees and the batch timings?');
}

test.describe('callback popup', () => {
  test('shows the exact message for each invalid field and keeps the mobile field to digits', async ({
    page,
  }) => {
    const modal = await openPopup(page);
    await page.getByTestId('callback-submit').click();
    await expect(modal.getByText(CALLBACK_MSG.nameMin)).toBeVisible();
    await expect(modal.getByText(CALLBACK_MSG.mobile)).toBeVisible();
    await expect(modal.getByText(CALLBACK_MSG.enquiryType)).toBeVisible();
    await expect(modal.getByText(CALLBACK_MSG.notesRequired)).toBeVisible();

    const name = page.getByTestId('callback-name');
    await name.fill('Rahul');
    await expect(modal.getByText(CALLBACK_MSG.fullName)).toBeVisible();
    await name.fill('R');
    await expect(modal.getByText(CALLBACK_MSG.nameMin)).toBeVisible();
    await name.fill('Rahulkrishnan Venkataramanan Iyer');
    await expect(modal.getByText(CALLBACK_MSG.nameMax)).toBeVisible();
    await name.fill('Rahul Deshmukh');
    await expect(modal.getByRole('alert')).toHaveCount(3);

    // Letters and symbols never reach the field, as typed or pasted; ten digits at most.
    const mobile = page.getByTestId('callback-mobile');
    await mobile.pressSequentially('98a7b6-5 4x3');
    await expect(mobile).toHaveValue('9876543');
    await mobile.fill('+91 98123-45678');
    await expect(mobile).toHaveValue('9812345678');
    await mobile.fill('');
    await mobile.pressSequentially('98123456789');
    await expect(mobile).toHaveValue('9812345678');
    await mobile.fill('5123456789');
    await expect(modal.getByText(CALLBACK_MSG.mobile)).toBeVisible();
    await mobile.fill('9812345678');
    await expect(modal.getByText(CALLBACK_MSG.mobile)).toBeHidden();

    await page.getByTestId('callback-enquiry-online').check();
    await expect(modal.getByText(CALLBACK_MSG.enquiryType)).toBeHidden();
    await page.getByTestId('callback-notes').fill('Interested in the next batch');
    await expect(modal.getByText(CALLBACK_MSG.notesRequired)).toBeHidden();
    await expect(modal.getByRole('alert')).toHaveCount(0);
  });

  test('a valid request sends the spec payload, thanks the visitor and closes itself after 5 s', async ({
    page,
  }) => {
    await openPopup(page);
    await fillValid(page);
    const requestPromise = page.waitForRequest(
      (req) => req.url().endsWith('/api/v1/request-callbacks') && req.method() === 'POST',
    );
    await page.getByTestId('callback-submit').click();
    const request = await requestPromise;
    expect(request.postDataJSON()).toMatchObject({
      name: 'Rahul Deshmukh',
      contact: { code: '+91', number: '9812345678' },
      enquiryFor: 'offline',
      notes: 'What are the fees and the batch timings?',
    });
    expect((await request.response())?.status()).toBe(201);

    const thanks = page.getByTestId('callback-thank-you');
    await expect(thanks).toBeVisible();
    const shownAt = Date.now();
    await expect(thanks).toContainText(CALLBACK_MSG.success);
    // The thank-you panel says it once: no toast repeats it over the page.
    await page.waitForTimeout(500);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

    // Real time: still there a second before the 5 s are up, gone shortly after.
    await page.waitForTimeout(shownAt + CALLBACK_THANKYOU_CLOSE_MS - 1000 - Date.now());
    await expect(thanks).toBeVisible();
    await expect(page.getByTestId('callback-modal')).toBeHidden({ timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(CALLBACK_THANKYOU_CLOSE_MS - 1000);

    // Opening it again starts over with an empty form.
    await page.getByTestId('header-callback').click();
    await expect(page.getByTestId('callback-name')).toHaveValue('');
  });

  test('a network failure shows the network text', async ({ page }) => {
    await page.route(CALLBACKS_URL, (route) => route.abort('internetdisconnected'));
    await openPopup(page);
    await fillValid(page);
    await page.getByTestId('callback-submit').click();
    // The client retries a dropped connection once (2-4 s) before giving up.
    await expect(page.getByTestId('callback-error')).toHaveText(CALLBACK_MSG.networkError, {
      timeout: 15_000,
    });
    await expect(page.getByTestId('callback-thank-you')).toHaveCount(0);
    await expect(page.getByTestId('callback-submit')).toBeEnabled();
  });

  test('a 500 shows the server text, anything else the "other" text', async ({ page }) => {
    let status = 500;
    await page.route(CALLBACKS_URL, (route) =>
      route.fulfill({ status, json: { success: false, message: 'Something broke' } }),
    );
    await openPopup(page);
    await fillValid(page);
    await page.getByTestId('callback-submit').click();
    await expect(page.getByTestId('callback-error')).toHaveText(CALLBACK_MSG.serverError);

    status = 422;
    await page.getByTestId('callback-submit').click();
    await expect(page.getByTestId('callback-error')).toHaveText(CALLBACK_MSG.otherError);

    status = 404;
    await page.getByTestId('callback-submit').click();
    await expect(page.getByTestId('callback-error')).toHaveText(CALLBACK_MSG.otherError);
  });

  test('a 400 validation answer puts the server messages on their fields', async ({ page }) => {
    await page.route(CALLBACKS_URL, (route) =>
      route.fulfill({
        status: 400,
        json: {
          success: false,
          message: 'Validation Error',
          data: [{ field: 'contact.number', message: CALLBACK_MSG.phoneWithCode }],
        },
      }),
    );
    const modal = await openPopup(page);
    await fillValid(page);
    await page.getByTestId('callback-submit').click();
    await expect(page.getByTestId('callback-error')).toHaveText(CALLBACK_MSG.phoneWithCode);
    await expect(
      modal.locator(
        '#' + (await page.getByTestId('callback-mobile').getAttribute('aria-describedby')),
      ),
    ).toHaveText(CALLBACK_MSG.phoneWithCode);
  });

  test('no answer within 30 s shows the timeout text', async ({ page }) => {
    await page.clock.install();
    // The route holds the request without answering, like a server that never replies.
    await page.route(CALLBACKS_URL, () => undefined);
    await openPopup(page);
    await fillValid(page);
    await page.getByTestId('callback-submit').click();
    await expect(page.getByTestId('callback-submit')).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(25_000);
    await expect(page.getByTestId('callback-error')).toHaveCount(0);
    await expect(page.getByTestId('callback-submit')).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(6_000);
    await expect(page.getByTestId('callback-error')).toHaveText(CALLBACK_MSG.timeout);
  });

  test('on a phone the close button stays inside the screen and in view while the form scrolls', async ({
    page,
  }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 360, height: 600 },
    ]) {
      await page.setViewportSize(viewport);
      const modal = await openPopup(page);
      const close = modal.getByTestId('callback-modal-close');
      const inset = async () => {
        const box = (await close.boundingBox())!;
        return {
          right: viewport.width - (box.x + box.width),
          top: box.y,
          size: Math.min(box.width, box.height),
        };
      };
      const before = await inset();
      expect(before.right).toBeGreaterThanOrEqual(12);
      expect(before.top).toBeGreaterThanOrEqual(12);
      expect(before.size).toBeGreaterThanOrEqual(44);
      // Scrolled to the submit button, the close button has not moved with the form.
      await page.getByTestId('callback-submit').scrollIntoViewIfNeeded();
      expect(await inset()).toEqual(before);
      await expect(close).toBeInViewport({ ratio: 1 });
      expect(await seriousViolations(page)).toEqual([]);
      await close.click();
      await expect(modal).toBeHidden();
    }
  });

  test('a toast shows below the header, never over its links', async ({ page }) => {
    await page.route(CALLBACKS_URL, (route) =>
      route.fulfill({ status: 400, json: { success: false, message: 'Something broke' } }),
    );
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await openPopup(page);
      await fillValid(page);
      await page.getByTestId('callback-submit').click();
      // Measured in the page as soon as it has slid in: a toast lives 2.5 s, and under an open
      // dialog it cannot be hovered to hold it.
      const measured = await page.waitForFunction(() => {
        const w = window as unknown as { lastToastTop?: number };
        const toast = document.querySelector('[data-sonner-toast][data-mounted="true"]');
        if (!toast || toast.getAnimations().some((a) => a.playState === 'running')) return null;
        const box = toast.getBoundingClientRect();
        // Settled: the same place two frames running.
        const isSettled = w.lastToastTop === box.top;
        w.lastToastTop = box.top;
        if (!isSettled) return null;
        const header = document.querySelector('header')!.getBoundingClientRect();
        return { top: box.top, right: box.right, width: box.width, headerBottom: header.bottom };
      });
      const { top, right, width, headerBottom } = (await measured.jsonValue())!;
      expect(top).toBeGreaterThanOrEqual(headerBottom);
      expect(right).toBeLessThanOrEqual(viewport.width);
      if (viewport.width >= 600) expect(Math.round(width)).toBe(360);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  });
});
