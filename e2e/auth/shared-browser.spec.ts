import type { Page } from '@playwright/test';

import type { User } from '@app/shared';

import {
  expect,
  raiseKodrCapacity,
  runTag,
  seedKodrRegistrations,
  test,
  uniqueMobile,
} from '../support/admin.ts';
import { completeSignInForm, DEMO, signIn } from '../support/session.ts';
import { registerStudent } from '../support/students.ts';
import { createWebinar } from '../webinars/webinar-helpers.ts';

/*
 * Issue 14: personal data stays out of a shared browser. The staff pages keep copies of what
 * they read in local storage (kodr applicants, webinars, fill-in-the-blank questions); those
 * copies are per person and leave with the session, however it ends.
 */

test.describe.configure({ timeout: 180_000 });

/** Every local-storage entry of the page, as `key=value` lines. */
const storageDump = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .map((key) => `${key}=${localStorage.getItem(key)}`)
      .join('\n'),
  );
const cacheKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((key) =>
      /^(kodrRegistrations|webinarCache_|fibCache_)|\|user:/.test(key),
    ),
  );

async function myId(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/users/me');
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { user: User } }).data.user._id;
}

const menuItem = (page: Page, label: string) =>
  page.getByTestId('admin-menu-item').filter({ hasText: label });

/** Sign-in from the header's button: no page load, so whatever this tab kept in memory stays. */
async function signInWithoutReload(page: Page, phone: string) {
  await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
  await completeSignInForm(page, phone);
  await expect(page).toHaveURL(/\/admin\//);
}

test('logout leaves nothing of A’s in the browser, and B sees nothing A kept', async ({
  browser,
  adminApi,
}) => {
  const tag = runTag();
  await raiseKodrCapacity(adminApi, 2);
  const applicants = await seedKodrRegistrations(adminApi, tag, 2);
  const webinar = await createWebinar(adminApi, tag, 'shared');

  // A shared browser: nobody's cookies or storage yet.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, DEMO.superAdmin);
  const a = await myId(page);

  // A reads questions, a webinar and the kodr applicants; each read is kept under A's id.
  await page.goto('/admin/questions?type=fib');
  await expect.poll(() => cacheKeys(page)).toContainEqual(expect.stringMatching(/^fibCache_/));
  await menuItem(page, 'Webinars').click();
  await page.getByTestId('webinar-search').fill(tag);
  await expect(page).toHaveURL(/search=/);
  await page.getByTestId('webinar-row').getByRole('link', { name: webinar.title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/webinars/${webinar._id}$`));
  await menuItem(page, 'Kodr Registrations').click();
  await expect(page.getByTestId('kodr-row').first()).toContainText(`${tag} Learner 02`);
  await expect.poll(() => storageDump(page)).toContain(applicants[0]!.email);
  const kept = await cacheKeys(page);
  for (const prefix of ['fibCache_', 'webinarCache_', 'kodrRegistrations']) {
    expect(kept.filter((key) => key.startsWith(prefix)).length).toBeGreaterThan(0);
  }
  expect(kept.every((key) => key.endsWith(`|user:${a}`))).toBe(true);

  // Logout from the sidebar: home, and not one copy of A's reads is left.
  await page.getByTestId('admin-logout').click();
  await expect(page).toHaveURL(/\/$/);
  expect(await cacheKeys(page)).toEqual([]);
  const left = await storageDump(page);
  for (const { name, email, contact } of applicants) {
    for (const text of [name, email, contact]) expect(left).not.toContain(text);
  }
  expect(left).not.toContain(a);
  expect(left).not.toContain(webinar.webinarCode);

  // B signs in in the same tab. The kodr list paints nothing until the server answers for B …
  await signInWithoutReload(page, DEMO.admin);
  const b = await myId(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/admin/kodr?*', async (route) => {
    await held;
    await route.continue();
  });
  const listAsked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/admin/kodr');
  await menuItem(page, 'Kodr Registrations').click();
  await listAsked;
  await expect(page.getByTestId('kodr-row')).toHaveCount(0);
  release();
  await expect(page.getByTestId('kodr-row').first()).toContainText(`${tag} Learner 02`);
  await page.unroute('**/api/v1/admin/kodr?*');

  // … and the webinars are read from the server, not from what this tab held for A.
  const webinarsAsked = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/v1/admin/webinars',
  );
  await menuItem(page, 'Webinars').click();
  await webinarsAsked;
  await expect(page.getByTestId('webinar-row').first()).toBeVisible();
  const ofB = await cacheKeys(page);
  expect(ofB.length).toBeGreaterThan(0);
  expect(ofB.every((key) => key.endsWith(`|user:${b}`))).toBe(true);
  await context.close();
});

test('a ban ends the session at the next call and takes the copies with it', async ({
  browser,
  adminApi,
}) => {
  const tag = runTag();
  const staff = await registerStudent(browser, {
    tag,
    lastName: 'Sharedbrowser',
    phone: uniqueMobile('7', 41),
  });
  const id = await myId(staff.page);
  const promoted = await adminApi.patch(`/api/v1/admin/users/${id}`, { data: { role: 'admin' } });
  expect(promoted.ok(), await promoted.text()).toBeTruthy();

  const { page } = staff;
  await page.goto('/admin/webinars');
  await expect(page.getByTestId('webinar-row').first()).toBeVisible();
  await expect
    .poll(() => cacheKeys(page))
    .toContainEqual(expect.stringMatching(new RegExp(`^webinarCache_list:.*\\|user:${id}$`)));

  const ban = await adminApi.post('/api/v1/admin/bans', {
    data: { userId: id, reason: `${tag}: shared-browser test` },
  });
  expect(ban.status(), await ban.text()).toBe(201);

  // The next staff call is refused and cannot be refreshed: sign-in, and the copies are gone.
  await menuItem(page, 'Kodr Registrations').click();
  await expect(page).toHaveURL(/\/auth\/signin/);
  expect(await cacheKeys(page)).toEqual([]);
  await page.context().close();
});
