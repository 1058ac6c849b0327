import type { Page } from '@playwright/test';

import { WEBINAR_MSG } from '@app/shared';

import { expect, runTag, test } from '../support/admin.ts';
import { fillDateTime } from '../support/dates.ts';
import {
  fillRegistration,
  outboxFor,
  person,
  waitForMail,
  type OutboxMessage,
  type Person,
} from './webinar-helpers.ts';

const CODE_IN_LINK = /\/certificates\/([A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4})/;

/** 'YYYY-MM-DDTHH:mm' in India time, `minutes` from now. */
function istInput(minutesFromNow: number): string {
  const ist = new Date(Date.now() + minutesFromNow * 60_000 + 330 * 60_000);
  return ist.toISOString().slice(0, 16);
}

/** Types into the list's debounced search and waits for the list request it triggers. */
async function searchList(page: Page, text: string) {
  const answered = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/v1/admin/webinars' &&
      new URL(r.url()).searchParams.get('search') === text,
  );
  await page.getByTestId('webinar-search').fill(text);
  await answered;
}

/** Students tab → the person's row → Edit → Attended → Save; the spec then goes to the list. */
async function markAttended(page: Page, webinarId: string, who: Person) {
  await page.goto(`/admin/webinars/${webinarId}`);
  await page.getByRole('tab', { name: 'Students' }).click();
  const row = page.getByTestId('webinar-student-row').filter({ hasText: who.name });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(who.name);
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(who.email);
  await dialog.getByLabel('Attended', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/webinars$/);
}

const subjectOf = (title: string) => new RegExp(`^Thanks for joining ${title}$`);
const thanks = (messages: OutboxMessage[], title: string) =>
  messages.filter((m) => subjectOf(title).test(m.subject ?? ''));

test.describe.configure({ mode: 'serial' });

test('the issue scenario: create, register three, mark two, e-mail them, certify, verify, edit, delete', async ({
  page,
  browser,
  adminApi,
}) => {
  // One long story through three browsers and two job queues; generous for a loaded CI machine.
  test.setTimeout(300_000);
  const tag = runTag();
  const title = `${tag} Git for teams`;
  const code = `${tag.toLowerCase()}-git-for-teams`;
  const people = [person(tag, 1, '7'), person(tag, 2, '7'), person(tag, 3, '7')];
  const [ana, ben, cy] = people as [Person, Person, Person];

  // 1. The admin creates the webinar; it started five minutes ago and runs for an hour.
  await page.goto('/admin/webinars');
  await page.getByRole('link', { name: 'New webinar' }).click();
  await expect(page).toHaveURL(/\/admin\/webinars\/create$/);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Webinar code', { exact: true }).fill(code);
  await page
    .getByLabel('Description', { exact: true })
    .fill('Branches, pull requests and reviews the way real teams use them.');
  await fillDateTime(page.getByLabel('Start time', { exact: true }), istInput(-5));
  await page.getByLabel('Duration (minutes)', { exact: true }).fill('60');
  await page.getByLabel('Join link', { exact: true }).fill(`https://meet.example.com/${code}`);
  await page.getByLabel('Capacity', { exact: true }).fill('10');
  await expect(page.getByRole('switch', { name: 'Registration open' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('switch', { name: 'Issue certificates' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByLabel('Signatory name', { exact: true }).fill('Meera Iyer');
  await page.getByLabel('Signatory title', { exact: true }).fill('Head of Learning');
  await page.getByRole('button', { name: 'Add speaker' }).click();
  await page.getByLabel('Speaker name', { exact: true }).fill('Asha Rao');
  await page.getByLabel('Speaker title', { exact: true }).fill('Staff Engineer, Razorpay');
  await page.getByRole('button', { name: 'Create webinar' }).click();
  await expect(page).toHaveURL(/\/admin\/webinars$/);

  await searchList(page, tag);
  const row = page.getByTestId('webinar-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  const href = await row.getByRole('link', { name: title }).getAttribute('href');
  const webinarId = /\/admin\/webinars\/([^/?#]+)$/.exec(href ?? '')?.[1] ?? '';
  expect(webinarId).not.toBe('');

  // 2. Three people register on the public page, each in a browser of their own.
  for (const who of people) {
    const visitor = await browser.newContext();
    const p = await visitor.newPage();
    await p.goto(`/webinars/${code}`);
    await expect(p.getByTestId('webinar-title')).toHaveText(title);
    await expect(p.getByTestId('webinar-live')).toBeVisible();
    await fillRegistration(p, who);
    await expect(p.getByTestId('webinar-registered')).toContainText(WEBINAR_MSG.registered);
    await visitor.close();
  }
  await page.goto(`/admin/webinars/${webinarId}`);
  await expect(page.getByTestId('webinar-student-row')).toHaveCount(3);

  // 3. Two of them attended: marked one at a time (each save goes to the list, as the spec says).
  await markAttended(page, webinarId, ana);
  await markAttended(page, webinarId, ben);

  // 4. An e-mail to the "Attended" audience: previewed, confirmed, sent through the queue.
  await page.goto(`/admin/webinars/${webinarId}`);
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByLabel('Audience', { exact: true }).selectOption({ label: 'Attended' });
  await page.getByLabel('Subject', { exact: true }).fill('Thanks for joining {webinarTitle}');
  await page
    .getByLabel('Message', { exact: true })
    .fill(
      'Hi {name},\n\nThanks for attending {webinarTitle} ({startTime}).\nRecording: {joinLink}',
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('email-preview-card');
  await expect(preview).toContainText(`Thanks for joining ${title}`);
  await expect(page.getByTestId('email-recipient-count')).toContainText('2');
  await page.getByRole('button', { name: 'Send e-mails' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  const counts = page.getByTestId('campaign-counts').first();
  await expect(counts).toContainText(/Sent\s*2/, { timeout: 30_000 });
  await expect(counts).toContainText(/Failed\s*0/);
  await expect(counts).toContainText(/Queued\s*0/);

  // Exactly the two attendees got it, once each, with the placeholders filled for them.
  for (const who of [ana, ben]) {
    const got = thanks(await outboxFor(adminApi, who.email), title);
    expect(got, who.email).toHaveLength(1);
    expect(got[0]!.body).toContain(`Hi ${who.name},`);
    expect(got[0]!.body).toContain(`Thanks for attending ${title}`);
    expect(got[0]!.body).toContain(`https://meet.example.com/${code}`);
    expect(got[0]!.body).not.toMatch(/\{(name|webinarTitle|startTime|joinLink)\}/);
  }
  expect(thanks(await outboxFor(adminApi, cy.email), title)).toHaveLength(0);

  // 5. Certificates for the attendees.
  await page.getByRole('tab', { name: 'Certificates' }).click();
  await page.getByRole('button', { name: 'Send certificates' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('certificate-status')).toHaveText('Sent', { timeout: 30_000 });

  const certificateMail = await waitForMail(adminApi, ana.email, /certificate/i);
  expect(certificateMail.attachments.some((a) => a.filename.endsWith('.pdf'))).toBe(true);
  const certificateCode = CODE_IN_LINK.exec(certificateMail.body)?.[1];
  expect(certificateCode, certificateMail.body).toBeTruthy();
  const benMail = await waitForMail(adminApi, ben.email, /certificate/i);
  expect(CODE_IN_LINK.exec(benMail.body)?.[1]).not.toBe(certificateCode);
  expect(
    (await outboxFor(adminApi, cy.email)).filter((m) => /certificate/i.test(m.subject ?? '')),
  ).toHaveLength(0);

  // 6. Anyone can check it.
  const checker = await browser.newContext();
  const check = await checker.newPage();
  await check.goto(`/certificates/${certificateCode}`);
  const card = check.getByTestId('certificate-genuine');
  await expect(card).toContainText('Genuine certificate');
  await expect(check.getByTestId('certificate-name')).toContainText(ana.name);
  await expect(check.getByTestId('certificate-webinar')).toHaveText(title);
  await expect(check.getByTestId('certificate-code')).toHaveText(certificateCode!);
  const pdfHref = await check.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await check.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // 7. Edit (Save changes goes to the list), then delete with confirmation.
  await page.goto('/admin/webinars');
  await searchList(page, tag);
  await page
    .getByTestId('webinar-row')
    .filter({ hasText: title })
    .getByRole('link', { name: 'Edit', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/webinars/edit/${webinarId}$`));
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  const renamed = `${title} (recording)`;
  await page.getByLabel('Title', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/webinars$/);
  await searchList(page, tag);
  const renamedRow = page.getByTestId('webinar-row').filter({ hasText: renamed });
  await expect(renamedRow).toHaveCount(1);

  await renamedRow.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', {
      name: 'Delete',
      exact: true,
    })
    .click();
  await expect(page.getByTestId('webinar-row').filter({ hasText: renamed })).toHaveCount(0);
  // Not just gone from the page's list (it reads through the webinarCache_): the server agrees.
  const listed = await adminApi.get(`/api/v1/admin/webinars?search=${tag}`);
  expect(((await listed.json()) as { data: { webinars: unknown[] } }).data.webinars).toEqual([]);
  expect((await adminApi.get(`/api/v1/admin/webinars/${webinarId}`)).status()).toBe(404);

  // The public page is gone; the certificate still verifies.
  await check.goto(`/webinars/${code}`);
  await expect(check.getByTestId('webinar-not-found')).toBeVisible();
  await check.goto(`/certificates/${certificateCode}`);
  await expect(check.getByTestId('certificate-genuine')).toContainText('Genuine certificate');
  await expect(check.getByTestId('certificate-name')).toContainText(ana.name);
  await checker.close();
});
