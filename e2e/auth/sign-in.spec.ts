import { DEMO, fillSignUpForm, signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test.describe('phone OTP sign-in', () => {
  test('super_admin signs in with the OTP from the dev outbox and sees all 16 menu entries', async ({
    page,
  }) => {
    await signIn(page, DEMO.superAdmin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('admin-menu-item')).toHaveCount(16);
    await expect(page.getByTestId('admin-user')).toContainText('Asha');
  });

  test('mentor sees exactly Add Questions, Whizz and Webinars', async ({ page }) => {
    await signIn(page, DEMO.mentor);
    await expect(page).toHaveURL(/\/admin\/questions$/);
    const items = page.getByTestId('admin-menu-item');
    await expect(items).toHaveCount(3);
    await expect(items).toHaveText([/Add Questions/, /Whizz/, /Webinars/]);
  });

  test('a student is sent away from /admin', async ({ page }) => {
    await signIn(page, DEMO.student);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('admin-menu-item')).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page).not.toHaveURL(/\/admin/);
  });

  test('an anonymous visitor to an admin page signs in and returns to it', async ({ page }) => {
    await page.goto('/admin/webinars');
    await expect(page).toHaveURL(/\/auth\/signin/);
    await signIn(page, DEMO.instructor, page.url());
    await expect(page).toHaveURL(/\/admin\/webinars$/);
  });

  test('shows the spec messages for a bad phone and an incomplete code', async ({ page }) => {
    await page.goto('/auth/signin');
    await page.getByTestId('send-otp').click();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await page.getByTestId('phone-input').fill('98765');
    await page.getByTestId('send-otp').click();
    await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
    await page.getByTestId('phone-input').fill('9000000004');
    await page.getByTestId('send-otp').click();
    await expect(page.getByText('OTP sent successfully')).toBeVisible();
    await page.getByTestId('otp-digit-0').fill('1');
    await page.getByTestId('verify-otp').click();
    await expect(page.getByText('Please enter all 4 digits')).toBeVisible();
    await expect(page.getByTestId('resend-otp')).toBeVisible();
  });

  test('a new phone registers with full name and e-mail, keeping the same OTP', async ({
    page,
  }) => {
    const phone = `98${String(Date.now()).slice(-8)}`;
    await fillSignUpForm(page, phone, 'Lakshmi Narayanan', `lakshmi.${phone}@example.com`);
    await page.getByTestId('register-submit').click();
    await expect(
      page.getByText('Registration successful! Welcome Lakshmi Narayanan!'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('logout from the admin area ends the session and lands on /', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page.getByTestId('admin-menu-item').first()).toBeVisible();
  await page.getByTestId('admin-logout').click();
  await expect(page.getByText('Logging out...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  const me = await page.request.get('/api/v1/users/me');
  expect(me.status()).toBe(401);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/signin/);
});
