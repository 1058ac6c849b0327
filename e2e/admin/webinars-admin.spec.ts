import type { Page } from '@playwright/test';

import { WEBINAR_MSG, type Webinar } from '@app/shared';

import { expect, runTag, storageKeys, test } from '../support/admin.ts';
import { fillDateTime } from '../support/dates.ts';
import { DEMO, signIn } from '../support/session.ts';
import { createWebinar, DAY, person, registerByApi } from '../webinars/webinar-helpers.ts';

/** 'YYYY-MM-DDTHH:mm' in India time, `minutes` from now. */
function istInput(minutesFromNow: number): string {
  return new Date(Date.now() + (minutesFromNow + 330) * 60_000).toISOString().slice(0, 16);
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true });

/** The error line under a labelled field (AdminField ties it with aria-describedby). */
const fieldError = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator('xpath=following-sibling::p[@role="alert"]');

const rows = (page: Page) => page.getByTestId('webinar-row');

test.describe('webinar admin pages', () => {
  test('list: status filter, search back to page 1, find a registrant across webinars', async ({
    page,
    adminApi,
  }) => {
    const tag = runTag();
    const alpha = await createWebinar(adminApi, tag, 'alpha');
    const gamma = await createWebinar(adminApi, tag, 'gamma');
    await createWebinar(adminApi, tag, 'beta', {
      startTime: new Date(Date.now() - 2 * DAY).toISOString(),
      durationMinutes: 60,
    });
    const visitor = person(tag, 1, '9');
    await registerByApi(adminApi, alpha.webinarCode, visitor);
    await registerByApi(adminApi, gamma.webinarCode, visitor);

    // A search goes back to page 1 and keeps the page size.
    await page.goto('/admin/webinars?limit=5&page=2');
    await page.getByTestId('webinar-search').fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page).toHaveURL(/limit=5/);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByTestId('page-range')).toContainText('1–3 of 3');
    // The read is cached under the spec's prefix.
    expect((await storageKeys(page, 'webinarCache_')).length).toBeGreaterThan(0);

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Past' });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`${tag.toLowerCase()}-beta`);
    await expect(rows(page).first().getByTestId('webinar-status')).toHaveText('Past');
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Upcoming' });
    await expect(rows(page)).toHaveCount(2);

    // One row: title + code, the registration count against the capacity, the actions.
    const row = rows(page).filter({ hasText: alpha.title });
    await expect(row.getByTestId('webinar-registered')).toHaveText('1');
    await expect(row).toContainText('of 50');
    await expect(row.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute(
      'href',
      `/admin/webinars/edit/${alpha._id}`,
    );

    // Find a registrant: the same phone in two webinars, each hit names its webinar.
    await page.getByRole('button', { name: 'Find a registrant' }).click();
    const drawer = page.getByTestId('registrant-search');
    await drawer.getByTestId('registrant-search-input').fill(visitor.phone);
    await expect(drawer.getByTestId('registrant-hit')).toHaveCount(2);
    await expect(drawer).toContainText(gamma.title);
    await drawer
      .getByTestId('registrant-hit')
      .filter({ hasText: alpha.title })
      .getByTestId('registrant-hit-webinar')
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/webinars/${alpha._id}\\?search=${visitor.phone}$`),
    );
    await expect(page.getByTestId('webinar-student-row')).toHaveCount(1);
    await expect(page.getByTestId('webinar-student-row')).toContainText(visitor.email);
  });

  test('form: messages on the fields, code from the title, server errors, changed fields only', async ({
    page,
    adminApi,
  }) => {
    const tag = runTag();
    const taken = await createWebinar(adminApi, tag, 'taken');

    await page.goto('/admin/webinars/create');
    await page.getByRole('button', { name: 'Create webinar' }).click();
    await expect(fieldError(page, 'Title')).toHaveText(WEBINAR_MSG.titleRequired);
    await expect(fieldError(page, 'Webinar code')).toHaveText(WEBINAR_MSG.codeRequired);
    await expect(fieldError(page, 'Join link')).toHaveText(WEBINAR_MSG.joinLinkInvalid);
    await expect(page).toHaveURL(/\/admin\/webinars\/create$/);

    // The code follows the title until someone types one.
    const title = `${tag} Intro to Rust`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(page.getByLabel('Webinar code', { exact: true })).toHaveValue(
      `${tag.toLowerCase()}-intro-to-rust`,
    );
    await page.getByLabel('Duration (minutes)', { exact: true }).fill('5');
    await page.getByLabel('Capacity', { exact: true }).fill('0');
    await page.getByLabel('Join link', { exact: true }).fill('https://meet.example.com/rust');
    await page.getByRole('button', { name: 'Create webinar' }).click();
    await expect(fieldError(page, 'Duration (minutes)')).toHaveText(WEBINAR_MSG.durationRange);
    await expect(fieldError(page, 'Capacity')).toHaveText(WEBINAR_MSG.capacityRange);

    // A code another webinar has: the server's 409 lands on the field and in a toast.
    await page.getByLabel('Duration (minutes)', { exact: true }).fill('45');
    await page.getByLabel('Capacity', { exact: true }).fill('');
    await page.getByLabel('Webinar code', { exact: true }).fill(taken.webinarCode);
    await fillDateTime(page.getByLabel('Start time', { exact: true }), istInput(24 * 60));
    await page.getByRole('button', { name: 'Create webinar' }).click();
    await expect(fieldError(page, 'Webinar code')).toHaveText(WEBINAR_MSG.codeTaken);
    await expect(toast(page, WEBINAR_MSG.codeTaken)).toBeVisible();

    const code = `${tag.toLowerCase()}-rust`;
    await page.getByLabel('Webinar code', { exact: true }).fill(code);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/admin/webinars') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create webinar' }).click();
    const body = (await (await created).json()) as { data: { webinar: Webinar } };
    expect(body.data.webinar).toMatchObject({ webinarCode: code, durationMinutes: 45 });
    expect(body.data.webinar.capacity).toBeNull();
    await expect(page).toHaveURL(/\/admin\/webinars$/);
    await expect(toast(page, WEBINAR_MSG.created)).toBeVisible();

    // The list is read (and cached); an edit clears the cache, so the new title shows at once.
    await page.getByTestId('webinar-search').fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    await expect(rows(page).filter({ hasText: title })).toHaveCount(1);
    await rows(page)
      .filter({ hasText: title })
      .getByRole('link', { name: 'Edit', exact: true })
      .click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    const put = page.waitForRequest((r) => r.method() === 'PUT');
    await page.getByLabel('Title', { exact: true }).fill(`${title} (2nd run)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await put).postDataJSON()).toEqual({ title: `${title} (2nd run)` });
    await expect(page).toHaveURL(/\/admin\/webinars$/);
    await page.getByTestId('webinar-search').fill(tag);
    await expect(rows(page).filter({ hasText: `${title} (2nd run)` })).toHaveCount(1);
  });

  test('students: attendance import report, filters and export, the edit dialog', async ({
    page,
    adminApi,
  }) => {
    const tag = runTag();
    const w = await createWebinar(adminApi, tag, 'students');
    const [p1, p2, p3] = [person(tag, 1, '8'), person(tag, 2, '8'), person(tag, 3, '8')];
    for (const p of [p1, p2, p3]) await registerByApi(adminApi, w.webinarCode, p);
    // A Zoom participants export: one by e-mail, one by phone, one who never registered.
    const csv = [
      'Name (Original Name),User Email,Phone,Total Duration (Minutes)',
      `${p1.name},${p1.email.toUpperCase()},,52`,
      `${p2.name},,${p2.phone},31`,
      `Walk In,walk.in.${tag.toLowerCase()}@example.com,,12`,
    ].join('\n');
    const file = { name: 'participants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

    await page.goto(`/admin/webinars/${w._id}`);
    await expect(page.getByRole('tab', { name: 'Students' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('webinar-student-row')).toHaveCount(3);
    await page.getByTestId('attendance-file').setInputFiles(file);
    const report = page.getByTestId('attendance-report');
    await expect(report.getByTestId('report-marked')).toHaveText('2');
    await expect(report.getByTestId('report-already-marked')).toHaveText('0');
    await expect(report.getByTestId('report-unmatched')).toHaveCount(1);
    await expect(report.getByTestId('report-unmatched')).toContainText('Row 4');
    await expect(report.getByTestId('report-unmatched')).toContainText('Walk In');
    await report.getByRole('button', { name: 'Done' }).click();

    await page.getByLabel('Attendance', { exact: true }).selectOption({ label: 'Attended' });
    await expect(page.getByTestId('webinar-student-row')).toHaveCount(2);
    await expect(page.getByTestId('webinar-student-row').first()).toContainText('min');
    await expect(page.getByTestId('export-csv')).toHaveAttribute(
      'href',
      `/api/v1/admin/webinars/${w._id}/students/export.csv?attended=true`,
    );
    const csvOut = await page.request.get(
      (await page.getByTestId('export-csv').getAttribute('href'))!,
    );
    expect(csvOut.headers()['content-type']).toContain('text/csv');
    const lines = (await csvOut.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);

    // The same file again: nobody new.
    await page.getByTestId('attendance-file').setInputFiles(file);
    await expect(report.getByTestId('report-marked')).toHaveText('0');
    await expect(report.getByTestId('report-already-marked')).toHaveText('2');
    await report.getByRole('button', { name: 'Done' }).click();

    // Edit a registrant: the fields, Save, and the spec's navigation to the list.
    await page.getByLabel('Attendance', { exact: true }).selectOption({ label: 'Did not attend' });
    const row = page.getByTestId('webinar-student-row').filter({ hasText: p3.email });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Attended', { exact: true })).not.toBeChecked();
    await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toContainText(WEBINAR_MSG.emailInvalid);
    await dialog.getByLabel('Email', { exact: true }).fill(p3.email);
    await dialog.getByLabel('Name', { exact: true }).fill(`${p3.name} Jr`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/webinars$/);
    await expect(toast(page, WEBINAR_MSG.userUpdated)).toBeVisible();
    await page.goto(`/admin/webinars/${w._id}?search=${p3.phone}`);
    await expect(page.getByTestId('webinar-student-row')).toContainText(`${p3.name} Jr`);
  });

  test('e-mail composer: chips insert at the caret, unknown placeholders are caught, preview', async ({
    page,
    adminApi,
  }) => {
    const tag = runTag();
    const w = await createWebinar(adminApi, tag, 'mail');
    for (const i of [1, 2]) await registerByApi(adminApi, w.webinarCode, person(tag, i, '6'));

    await page.goto(`/admin/webinars/${w._id}`);
    await page.getByRole('tab', { name: 'E-mail' }).click();
    await expect(page).toHaveURL(/tab=email/);
    const subject = page.getByLabel('Subject', { exact: true });
    const message = page.getByLabel('Message', { exact: true });
    await subject.fill('See you at  today');
    await subject.evaluate((el: HTMLInputElement) => el.setSelectionRange(11, 11));
    await page.getByTestId('placeholder-webinarTitle').click();
    await expect(subject).toHaveValue('See you at {webinarTitle} today');
    await message.fill('Hi {fullName}, join here: ');
    await page.getByTestId('placeholder-joinLink').click();
    await expect(message).toHaveValue('Hi {fullName}, join here: {joinLink}');

    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(
      page.getByText(WEBINAR_MSG.unknownPlaceholder.replace('{name}', 'fullName')),
    ).toBeVisible();
    await message.fill('Hi {name}, join here: {joinLink}');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('email-recipient-count')).toHaveText('Goes to 2 people');
    await expect(page.getByTestId('email-preview-subject')).toHaveText(
      `See you at ${w.title} today`,
    );
    await expect(page.getByTestId('email-preview-body')).toHaveText(
      `Hi ${tag} Person 1, join here: ${w.joinLink}`,
    );

    // Nobody attended yet: the server's message, and no confirmation to send.
    await page.getByLabel('Audience', { exact: true }).selectOption({ label: 'Attended' });
    await page.getByRole('button', { name: 'Send e-mails' }).click();
    await expect(toast(page, WEBINAR_MSG.noRecipients)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a mentor opens the webinar pages; a failed list shows the error with a retry', async ({
    browser,
    adminApi,
  }) => {
    const tag = runTag();
    const w = await createWebinar(adminApi, tag, 'mentor');
    // A fresh session (contexts made in a test would otherwise start as the super admin).
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    await signIn(page, DEMO.mentor);

    // The first read fails with a server error: the list says so and offers a retry.
    let failures = 1;
    await page.route(
      (url) => url.pathname === '/api/v1/admin/webinars',
      (route) =>
        failures-- > 0
          ? route.fulfill({
              status: 500,
              json: { success: false, message: 'Internal Server Error' },
            })
          : route.continue(),
    );
    await page.goto('/admin/webinars');
    const error = page.getByTestId('list-error');
    await expect(error).toContainText('Could not load the webinars');
    await expect(error).toContainText(WEBINAR_MSG.unknownError);
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(rows(page).first()).toBeVisible();

    await page.getByTestId('webinar-search').fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    await expect(rows(page)).toHaveCount(1);
    await rows(page).getByRole('link', { name: w.title }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/webinars/${w._id}$`));
    await expect(page.getByRole('heading', { name: w.title })).toBeVisible();
    for (const tab of ['E-mail', 'Certificates', 'Students']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }

    // The image upload serves the webinars menu too: a mentor may upload a cover or link one.
    await page.goto(`/admin/webinars/edit/${w._id}`);
    await expect(page.getByLabel('Cover image link', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload image' })).toBeVisible();
    await context.close();
  });
});
