import { mkdirSync } from 'node:fs';

import type { User } from '@app/shared';

import { uniqueMobile } from '../support/admin.ts';
import { signIn } from '../support/session.ts';
import { registerStudent, type Student } from '../support/students.ts';
import { expect, type Browser, type Page } from '../support/test.ts';

/** A browser context of its own, signed in through the real OTP page. */
export async function signedIn(browser: Browser, phone: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, phone);
  return page;
}

/** A new student, signed in in their own context, with their account id. */
export async function newStudent(
  browser: Browser,
  tag: string,
  index: number,
): Promise<Student & { id: string; email: string }> {
  const student = await registerStudent(browser, {
    tag,
    lastName: `Staffcase${String.fromCharCode(65 + index)}`,
    phone: uniqueMobile('6', 70 + index),
  });
  const me = await student.page.request.get('/api/v1/users/me');
  expect(me.ok(), await me.text()).toBeTruthy();
  const { user } = ((await me.json()) as { data: { user: User } }).data;
  return { ...student, id: user._id, email: user.email! };
}

/** The labels of the admin sidebar as the page shows them. */
export async function sidebarLabels(page: Page): Promise<string[]> {
  const items = page.getByTestId('admin-menu-item');
  await expect(items.first()).toBeVisible();
  return (await items.allTextContents()).map((t) => t.trim());
}

/** The newest activity entries on one entity, shown with their changed fields open. */
export async function openActivityOf(page: Page, entity: string, id: string) {
  await page.goto(`/admin/activity-logs?entity=${entity}&entityId=${id}`);
  const entries = page.getByTestId('activity-entry');
  await expect(entries.first()).toBeVisible();
  return entries;
}

/** The before → after texts of one changed field inside an opened activity entry. */
export async function changeOf(entry: ReturnType<Page['getByTestId']>, field: string) {
  const toggle = entry.getByTestId('activity-changes-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const row = entry.locator(`[data-testid="change-row"][data-field="${field}"]`);
  await expect(row).toBeVisible();
  return {
    before: (await row.getByTestId('change-before').innerText()).trim(),
    after: (await row.getByTestId('change-after').innerText()).trim(),
  };
}

/** Full-page screenshots at 1280 and 390 px wide into $STAFF_SHOTS (when set). */
export async function shots(page: Page, name: string) {
  const dir = process.env.STAFF_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** A toast with this text (not the same words elsewhere on the page, e.g. a log entry). */
export const toastOf = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
