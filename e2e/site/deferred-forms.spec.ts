import { fillRegistration, findRegistration, newRegistrant } from '../leads/landing-helpers.ts';
import { expect, test, type Page } from '../support/test.ts';

/**
 * Issue 18: a public page's form (react-hook-form, zod, its schema) is not in the page's first
 * load: the server's HTML shows it, and its code loads when it comes on screen or is touched
 * (core/deferred-part.tsx). Nothing the visitor does meanwhile is lost.
 */

/** The app's scripts the page has fetched, by chunk name ('zod', 'form', …). */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(r.url()).pathname);
    if (r.resourceType() === 'script' && m) names.push(m[1]!);
  });
  return names;
}

const FORM_CODE = ['zod', 'form', 'landing-registration-form'];

test('/kodr loads its form’s code only when the form comes on screen', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/kodr');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The form is in the page (server HTML) before its code.
  await expect(page.getByTestId('kodr-fullName')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => FORM_CODE.includes(s))).toEqual([]);

  await page.getByTestId('kodr-fullName').scrollIntoViewIfNeeded();
  await expect.poll(() => FORM_CODE.every((c) => scripts.includes(c))).toBe(true);
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByText('Full Name is required')).toBeVisible();
});

test('what a visitor types and sends before the form’s code arrives still counts', async ({
  page,
  request,
}) => {
  // The form's code is held back until the visitor has typed and pressed the button.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/landing-registration-form-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/kodr');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const who = newRegistrant('early');
  await fillRegistration(page, who);
  await page.getByRole('button', { name: 'Submit registration' }).click();
  // The browser did not send the form itself (its fields would be in the URL).
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page.getByTestId('kodr-success')).toBeVisible();
  // Every field as typed, the date and the checkbox included.
  expect(await findRegistration(request, who.email)).toMatchObject({
    name: who.fullName,
    email: who.email,
    education: who.education,
    experience: who.experience,
    dob: who.dob,
  });
});
