import { WEBINAR_MSG, type Webinar } from '@app/shared';

import { expect, runTag, seriousViolations, test } from '../support/admin.ts';
import {
  createWebinar,
  DAY,
  fillRegistration,
  HOUR,
  person,
  registerByApi,
  waitForMail,
} from './webinar-helpers.ts';

test.describe.configure({ mode: 'serial' });

let tag: string;
let open: Webinar;
let full: Webinar;
let shut: Webinar;
let lastSeat: Webinar;
const visitor = { name: '', email: '', phone: '' };

test.beforeAll(async ({ adminApi }) => {
  tag = runTag();
  Object.assign(visitor, person(tag, 1));
  open = await createWebinar(adminApi, tag, 'react-state', {
    startTime: new Date(Date.now() + 2 * DAY + 5 * HOUR).toISOString(),
  });
  full = await createWebinar(adminApi, tag, 'full-house', { capacity: 1 });
  await registerByApi(adminApi, full.webinarCode, person(tag, 90));
  shut = await createWebinar(adminApi, tag, 'doors-shut', {
    registrationOpen: false,
    certificateEnabled: false,
  });
  lastSeat = await createWebinar(adminApi, tag, 'last-seat', { capacity: 1 });
});

test('the listing shows upcoming webinars as cards that lead to their page', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/webinars');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('live webinars');
  const card = page.getByTestId('webinar-card').filter({ hasText: open.title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('IST');
  await expect(card).toContainText('1 hr 30 min');
  await expect(card).toContainText('Asha Rao and Vikram Shah');
  await expect(card).toContainText('50 seats left');
  await expect(card.getByTestId('webinar-status')).toHaveText('Upcoming');
  // No cover image: the generated gradient stands in.
  await expect(card.getByTestId('webinar-cover-generated')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('link', { name: open.title }).click();
  await expect(page).toHaveURL(new RegExp(`/webinars/${open.webinarCode}$`));
  await expect(page.getByTestId('webinar-title')).toHaveText(open.title);
  await page.context().close();
});

test('the webinar page sells it: schedule in IST, countdown, speakers, what you get', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/webinars/${open.webinarCode}`);
  await expect(page.getByTestId('webinar-title')).toHaveText(open.title);
  await expect(page.getByTestId('webinar-time')).toContainText('IST');
  await expect(page.getByTestId('webinar-duration')).toHaveText('1 hr 30 min');
  await expect(page.getByTestId('webinar-seats')).toHaveText('50 seats left');
  await expect(page.getByTestId('webinar-countdown')).toContainText('Starts in');
  await expect(page.getByTestId('webinar-countdown')).toContainText('02');
  const speakers = page.getByTestId('webinar-speakers');
  await expect(speakers).toContainText('Asha Rao');
  await expect(speakers).toContainText('Staff Engineer, Razorpay');
  // The description's blank line makes two paragraphs.
  await expect(page.getByTestId('webinar-about').locator('p')).toHaveCount(2);
  await expect(page.getByTestId('webinar-benefits')).toContainText('Certificate of participation');
  // The join link is for registrants only.
  await expect(page.locator('body')).not.toContainText(open.joinLink);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test('registration: field messages, success, the e-mail with its invite, and a kind duplicate', async ({
  browser,
  adminApi,
}) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/webinars/${open.webinarCode}`);

  // Empty form: each field's own message.
  await fillRegistration(page, {});
  for (const message of [
    WEBINAR_MSG.nameRequired,
    WEBINAR_MSG.emailRequired,
    WEBINAR_MSG.phoneRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // Editing a field clears its own message only.
  await page.getByLabel('Full name', { exact: true }).fill(visitor.name);
  await expect(page.getByText(WEBINAR_MSG.nameRequired, { exact: true })).toBeHidden();
  await expect(page.getByText(WEBINAR_MSG.emailRequired, { exact: true })).toBeVisible();

  await fillRegistration(page, { email: 'not-an-email', phone: '98765' });
  await expect(page.getByText(WEBINAR_MSG.emailInvalid, { exact: true })).toBeVisible();
  await expect(page.getByText(WEBINAR_MSG.phoneInvalid, { exact: true })).toBeVisible();
  // The phone box keeps digits only; a pasted +91 is dropped.
  const phone = page.getByLabel('Phone number', { exact: true });
  await phone.fill('98a7-6');
  await expect(phone).toHaveValue('9876');
  await phone.fill(`+91 ${visitor.phone}`);
  await expect(phone).toHaveValue(visitor.phone);

  const answered = page.waitForResponse((r) => r.url().endsWith('/register'));
  await fillRegistration(page, { email: visitor.email.toUpperCase() });
  expect((await answered).status()).toBe(201);
  const done = page.getByTestId('webinar-registered');
  await expect(done).toContainText(WEBINAR_MSG.registered);
  await expect(done).toContainText(visitor.email);

  // The confirmation e-mail: the join link in the text and a calendar invite attached.
  const mail = await waitForMail(adminApi, visitor.email, new RegExp(open.title));
  expect(mail.body).toContain(open.joinLink);
  expect(mail.body).toContain(visitor.name);
  expect(mail.attachments.some((a) => a.filename.endsWith('.ics'))).toBe(true);

  // The seat count went down by one.
  await page.reload();
  await expect(page.getByTestId('webinar-seats')).toHaveText('49 seats left');

  // The same phone again, with another e-mail: said kindly, not as an error.
  await fillRegistration(page, {
    name: `${tag} Again`,
    email: `${tag.toLowerCase()}.again@example.com`,
    phone: visitor.phone,
  });
  const already = page.getByTestId('webinar-already-registered');
  await expect(already).toContainText(WEBINAR_MSG.alreadyRegistered);
  await expect(page.getByTestId('webinar-form-error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
  await page.context().close();
});

test('a full or closed webinar shows why instead of the form', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/webinars/${full.webinarCode}`);
  await expect(page.getByTestId('webinar-closed')).toContainText(WEBINAR_MSG.webinarFull);
  await expect(page.getByTestId('webinar-seats')).toHaveText('No seats left');
  await expect(page.getByLabel('Full name', { exact: true })).toHaveCount(0);

  await page.goto(`/webinars/${shut.webinarCode}`);
  await expect(page.getByTestId('webinar-closed')).toContainText(WEBINAR_MSG.registrationClosed);
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
  // Certificates are off for this one, so the page does not promise one.
  await expect(page.getByTestId('webinar-benefits')).not.toContainText('Certificate');

  // The listing marks the full one as such.
  await page.goto('/webinars');
  await expect(
    page
      .getByTestId('webinar-card')
      .filter({ hasText: full.title })
      .getByTestId('webinar-card-seats'),
  ).toHaveText('No seats left');
  await page.context().close();
});

test('the last seat taken while the visitor types: the form gives way to the closed state', async ({
  browser,
  adminApi,
}) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/webinars/${lastSeat.webinarCode}`);
  await expect(page.getByTestId('webinar-seats')).toHaveText('1 seat left');
  await registerByApi(adminApi, lastSeat.webinarCode, person(tag, 91));

  const answered = page.waitForResponse((r) => r.url().endsWith('/register'));
  await fillRegistration(page, person(tag, 2));
  expect((await answered).status()).toBe(409);
  await expect(page.getByTestId('webinar-closed')).toContainText(WEBINAR_MSG.webinarFull);
  await page.context().close();
});

test('an unknown webinar and an unknown certificate code say so', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/webinars/${tag.toLowerCase()}-no-such-webinar`);
  await expect(page.getByTestId('webinar-not-found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See upcoming webinars' })).toBeVisible();

  await page.goto('/certificates/ABCD-EFGH-JKLM');
  await expect(page.getByTestId('certificate-not-found')).toContainText(
    WEBINAR_MSG.certificateNotFound,
  );
  expect(await seriousViolations(page)).toEqual([]);
  // Another code typed loosely (lower case, spaces) is looked up in its printed shape.
  await page.getByLabel('Try another certificate ID').fill('wxyz 2345 6789');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/certificates\/WXYZ-2345-6789$/);
  await expect(page.getByTestId('certificate-not-found')).toContainText('WXYZ-2345-6789');

  // /certificates on its own is the form.
  await page.goto('/certificates');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Type the certificate ID printed on the certificate')).toBeVisible();
  await page.getByLabel('Certificate ID').fill('not a code');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('certificate-not-found')).toContainText(
    WEBINAR_MSG.certificateNotFound,
  );
  await page.context().close();
});
