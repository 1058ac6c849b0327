import { seriousViolations, test as adminTest } from './support/admin.ts';
import { DEMO, signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const path of [
    '/',
    '/auth/signin',
    '/unauthorized',
    '/no-such-page',
    '/webinars',
    '/certificates',
  ]) {
    test(`public page ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('sign-in OTP step', async ({ page }) => {
    await page.goto('/auth/signin');
    await page.getByTestId('phone-input').fill('9000000005');
    await page.getByTestId('send-otp').click();
    await expect(page.getByTestId('otp-digit-0')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('admin layout', async ({ page }) => {
    await signIn(page, DEMO.superAdmin);
    await expect(page.getByTestId('admin-menu-item').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a webinar page with its registration form', async ({ page }) => {
    const res = await page.request.get('/api/v1/webinars');
    const [webinar] = (await res.json()).data.webinars as { webinarCode: string }[];
    await page.goto(`/webinars/${webinar!.webinarCode}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('phone-verification overlay', async ({ page }) => {
    await page.request.post('/api/v1/dev/sign-in', { data: { email: DEMO.otherUnverifiedEmail } });
    await page.goto('/');
    await expect(page.getByTestId('phone-verification-overlay')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// One test a staff page (each with its own time), signed in once per worker as the super admin.
adminTest.describe(
  'accessibility of staff pages (axe-core: no serious or critical violations)',
  () => {
    for (const path of [
      '/admin/webinars',
      '/admin/webinars/create',
      '/admin/dashboard',
      '/admin/users',
      '/admin/ban',
      '/admin/verify-user',
      '/admin/activity-logs',
    ]) {
      adminTest(`staff page ${path}`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  },
);
