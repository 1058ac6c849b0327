import { DEMO, readOtp, typeOtp } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('a user with isActive false verifies a phone through the blocking overlay', async ({
  page,
}) => {
  const signIn = await page.request.post('/api/v1/dev/sign-in', {
    data: { email: DEMO.unverifiedEmail },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto('/');
  const overlay = page.getByTestId('phone-verification-overlay');
  await expect(overlay).toBeVisible();
  // It blocks: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(overlay).toBeVisible();

  const phone = `97${String(Date.now()).slice(-8)}`;
  await overlay.getByTestId('phone-input').fill('12345');
  await overlay.getByTestId('send-otp').click();
  await expect(overlay.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await overlay.getByTestId('phone-input').fill(phone);
  await overlay.getByTestId('send-otp').click();
  await expect(overlay.getByTestId('otp-digit-0')).toBeVisible();
  await expect(overlay.getByTestId('resend-otp')).toBeVisible();
  await typeOtp(page, await readOtp(page.request, phone));
  const verify = overlay.getByTestId('verify-otp');
  if (await verify.isVisible().catch(() => false)) await verify.click().catch(() => undefined);
  await expect(overlay).toBeHidden();

  const me = await (await page.request.get('/api/v1/users/me')).json();
  expect(me.data.user).toMatchObject({ isActive: true, phone: { number: phone } });
  await page.reload();
  await expect(page.getByTestId('phone-verification-overlay')).toHaveCount(0);
});
