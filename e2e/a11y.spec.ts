import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { DEMO, signIn } from './support/session.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const path of ['/', '/auth/signin', '/unauthorized', '/no-such-page']) {
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

  test('phone-verification overlay', async ({ page }) => {
    await page.request.post('/api/v1/dev/sign-in', { data: { email: DEMO.otherUnverifiedEmail } });
    await page.goto('/');
    await expect(page.getByTestId('phone-verification-overlay')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
