import AxeBuilder from '@axe-core/playwright';

import { SITE_PAGE_LABELS, SITE_PAGE_SLUGS } from '@app/shared';

import { runTag, uniqueMobile } from '../support/admin.ts';
import { DEMO, signIn } from '../support/session.ts';
import { openPaidBatch, registerStudent } from '../support/students.ts';
import { expect, test, type Page } from '../support/test.ts';

/**
 * Issue 15: the footer offered "Sign in / Create an account" to signed-in people, had no
 * Webinars link, and there were no privacy, terms, refund or contact pages (payment gateways
 * require them before they activate a merchant).
 */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const footer = (page: Page) => page.getByTestId('site-footer');

test('a visitor’s footer: sign-in links, Webinars, and the four pages it links to', async ({
  page,
}) => {
  await page.goto('/courses');
  const foot = footer(page);
  await expect(foot.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(foot.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expect(foot.getByRole('link', { name: 'Webinars' })).toHaveAttribute('href', '/webinars');

  for (const slug of SITE_PAGE_SLUGS) {
    await footer(page).getByRole('link', { name: SITE_PAGE_LABELS[slug] }).click();
    await expect(page).toHaveURL(`/${slug}`);
    await expect(page.getByTestId('site-page-title')).toBeVisible();
    await expect(page.getByTestId('site-page-body').locator('h2').first()).toBeVisible();
    // The page's own menu marks where we are.
    await expect(
      page.getByRole('navigation', { name: 'Policies and contact' }).getByRole('link', {
        name: SITE_PAGE_LABELS[slug],
      }),
    ).toHaveAttribute('aria-current', 'page');
  }

  await page.goto('/privacy');
  const body = page.getByTestId('site-page-body');
  await expect(page.getByTestId('site-page-title')).toHaveText('Privacy policy');
  for (const held of ['phone number', 'e-mail address', 'Razorpay', 'UTM']) {
    await expect(body).toContainText(held);
  }
  await expect(page).toHaveTitle('Privacy policy | KodeSchool');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/refunds');
  await expect(page.getByTestId('site-page-body')).toContainText('we refund the full amount');
  // A link inside the text stays in the app.
  await page.getByTestId('site-page-body').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByTestId('site-page-title')).toHaveText('Contact us');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('a signed-in student’s footer offers their classroom and profile, not sign-in', async ({
  page,
}) => {
  await signIn(page, DEMO.student);
  await page.goto('/courses');
  const foot = footer(page);
  await expect(foot.getByRole('link', { name: 'My classroom' })).toHaveAttribute(
    'href',
    '/classroom',
  );
  await expect(foot.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  await expect(foot.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(foot.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await expect(foot.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('checkout says paying accepts the Terms and the Refund policy, and links them', async ({
  browser,
  request,
}) => {
  const batch = await openPaidBatch(request);
  const { page } = await registerStudent(browser, {
    tag: runTag(),
    lastName: 'Payer',
    phone: uniqueMobile('7', 1),
  });
  await page.goto(`/checkout/?batchId=${batch._id}`);
  const terms = page.getByTestId('checkout-terms');
  await expect(terms).toHaveText('By paying you agree to the Terms and the Refund policy.');
  await expect(terms.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  await expect(terms.getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
    'href',
    '/refunds',
  );
  await page.context().close();
});
