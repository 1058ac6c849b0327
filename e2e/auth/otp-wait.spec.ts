import { MSG, RATE_LIMIT_WAIT_MS } from '@app/shared';

import { seriousViolations } from '../support/admin.ts';
import { DEMO } from '../support/session.ts';
import { expect, test, type Locator, type Page } from '../support/test.ts';

/** A 10-digit mobile number no other spec uses. */
const freshPhone = (first: string) => `${first}${String(Date.now()).slice(-8)}`;

const waitText = (scope: Page | Locator) => scope.getByTestId('otp-wait-text');

/** The seconds a 'You can ask for a new code in N seconds.' line says. */
async function secondsShown(scope: Page | Locator): Promise<number> {
  const text = await waitText(scope).innerText();
  const match = /in (\d+) seconds?\./.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]);
}

test.describe('a phone that must wait before asking for a code', () => {
  test('sign-in says how long at once, counts down, and keeps Send OTP off for that number', async ({
    page,
  }) => {
    const phone = freshPhone('93');
    // A code was just sent to this number (another tab, say): the next may go in 30 s.
    const sent = await page.request.post('/api/v1/users/send-otp', {
      data: { phone: { number: phone }, purpose: 'login' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    await page.goto('/auth/signin');
    await page.getByTestId('phone-input').fill(phone);
    const clickedAt = Date.now();
    await page.getByTestId('send-otp').click();
    // Shown the moment the answer arrives, well before the transport's 5 s wait ends.
    await expect(waitText(page)).toHaveText(/^You can ask for a new code in \d+ seconds\.$/, {
      timeout: RATE_LIMIT_WAIT_MS - 1000,
    });
    expect(Date.now() - clickedAt).toBeLessThan(RATE_LIMIT_WAIT_MS);
    const send = page.getByTestId('send-otp');
    await expect(send).toBeDisabled();
    await expect(send).toHaveText('Send OTP');
    await expect(page.getByTestId('otp-wait').getByRole('alert')).toHaveText(
      /You can ask for a new code in \d+ seconds\./,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // A live countdown.
    const first = await secondsShown(page);
    expect(first).toBeGreaterThan(20);
    expect(first).toBeLessThanOrEqual(30);
    await expect.poll(() => secondsShown(page), { timeout: 4000 }).toBeLessThan(first);

    // Once the held call settles, no generic 'Too many requests' replaces the real wait.
    await page.waitForTimeout(RATE_LIMIT_WAIT_MS - (Date.now() - clickedAt) + 500);
    await expect(page.getByText(MSG.tooManyRequests)).toHaveCount(0);
    await expect(waitText(page)).toBeVisible();

    // The wait is this number's: another number may ask at once; back to it, the wait is back.
    await page.getByTestId('phone-input').fill(freshPhone('92'));
    await expect(send).toBeEnabled();
    await expect(page.getByTestId('otp-wait')).toHaveCount(0);
    await page.getByTestId('phone-input').fill(phone);
    await expect(send).toBeDisabled();
    await expect(waitText(page)).toBeVisible();
  });

  test('a long wait is worded in minutes', async ({ page }) => {
    // The hourly limit as the server words it (its real wait is covered by the API tests).
    await page.route('**/api/v1/users/send-otp', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '3480' },
        json: { success: false, message: MSG.otpHourlyLimit(58), data: { retryAfter: 3480 } },
      }),
    );
    await page.goto('/auth/signin');
    await page.getByTestId('phone-input').fill(freshPhone('91'));
    await page.getByTestId('send-otp').click();
    await expect(waitText(page)).toHaveText('You can ask for a new code in 58 min.', {
      timeout: RATE_LIMIT_WAIT_MS - 1000,
    });
    await expect(page.getByTestId('send-otp')).toBeDisabled();
  });

  test('the phone-verification overlay says the wait too', async ({ page }) => {
    const signIn = await page.request.post('/api/v1/dev/sign-in', {
      data: { email: DEMO.otherUnverifiedEmail },
    });
    expect(signIn.ok()).toBe(true);
    await page.goto('/');
    const overlay = page.getByTestId('phone-verification-overlay');
    await expect(overlay).toBeVisible();

    const phone = freshPhone('94');
    await overlay.getByTestId('phone-input').fill(phone);
    await overlay.getByTestId('send-otp').click();
    await expect(overlay.getByTestId('otp-digit-0')).toBeVisible();
    // Back to fix the number, then asking again at once: the 30 s resend wait, said at once.
    await overlay.getByRole('button', { name: 'Edit number' }).click();
    await overlay.getByTestId('send-otp').click();
    await expect(waitText(overlay)).toHaveText(/^You can ask for a new code in \d+ seconds\.$/, {
      timeout: RATE_LIMIT_WAIT_MS - 1000,
    });
    await expect(overlay.getByTestId('send-otp')).toBeDisabled();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(waitText(overlay)).toBeInViewport();
  });
});
