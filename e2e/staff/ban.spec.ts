import { MSG, STAFF_MSG } from '@app/shared';

import { runTag, seriousViolations } from '../support/admin.ts';
import { DEMO } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { changeOf, newStudent, openActivityOf, shots, signedIn, toastOf } from './staff-helpers.ts';

// Several people sign in through the real OTP page in one test: more than the default minute.
test.describe.configure({ timeout: 180_000 });

test('a ban by phone logs the student out at their next call; lifting it lets them back', async ({
  browser,
}) => {
  const tag = runTag();
  const student = await newStudent(browser, tag, 2);
  await student.page.goto('/profile');
  await expect(student.page).toHaveURL(/\/profile$/);

  const admin = await signedIn(browser, DEMO.superAdmin);
  await admin.goto('/admin/ban');
  await expect(admin.getByRole('heading', { name: 'Add Ban' })).toBeVisible();

  // The shared schema speaks first: no reason, a short phone.
  await admin.getByTestId('ban-phone').fill('98765');
  await admin.getByTestId('ban-submit').click();
  await expect(admin.getByText(STAFF_MSG.phoneInvalid)).toBeVisible();
  await expect(admin.getByText(STAFF_MSG.reasonRequired)).toBeVisible();

  await admin.getByTestId('ban-phone').fill(student.phone);
  await admin.getByTestId('ban-reason').fill(`${tag}: shared paid course videos publicly`);
  await admin.getByRole('button', { name: '7 days' }).click();
  await expect(admin.getByTestId('ban-ends-at')).not.toHaveValue('');
  await admin.getByTestId('ban-submit').click();
  await expect(toastOf(admin, STAFF_MSG.banCreated)).toBeVisible();

  const row = admin.getByTestId('ban-row').filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(student.name);
  await expect(row.getByTestId('ban-state')).toHaveText('Active');
  const banId = (await row.getAttribute('data-row-id'))!;

  // The same phone again: already banned (409), said on the form.
  await admin.getByTestId('ban-phone').fill(student.phone);
  await admin.getByTestId('ban-reason').fill('again');
  await admin.getByTestId('ban-submit').click();
  await expect(admin.getByTestId('ban-alert')).toHaveText(STAFF_MSG.alreadyBanned);
  expect(await seriousViolations(admin)).toEqual([]);
  await shots(admin, 'ban');

  // The student's next call: their session is gone, so they land on sign-in …
  await student.page.goto('/profile');
  await expect(student.page).toHaveURL(/\/auth\/signin/);
  // … and cannot get back in: a code is refused with the banned message.
  await student.page.getByTestId('phone-input').fill(student.phone);
  await student.page.getByTestId('send-otp').click();
  await expect(student.page.getByText(MSG.banned)).toBeVisible();

  // The user list marks them banned.
  await admin.goto(`/admin/users?search=${student.phone}`);
  await expect(admin.getByTestId('user-row').getByTestId('banned-badge')).toHaveText('Banned');

  // Lift it from the list (confirm dialog); the row moves to lifted.
  await admin.goto('/admin/ban');
  await admin.getByTestId('ban-search').fill(tag);
  await row.getByTestId('ban-lift').click();
  await admin.getByTestId('lift-dialog-confirm').click();
  await expect(toastOf(admin, STAFF_MSG.banLifted)).toBeVisible();
  await expect(row.getByTestId('ban-state')).toHaveText('Lifted');
  await admin.getByTestId('ban-filter-active').click();
  await expect(row).toHaveCount(0);

  // The activity log holds both: created (phone — → their number) and lifted (liftedBy set).
  const entries = await openActivityOf(admin, 'ban', banId);
  const created = entries.and(admin.locator('[data-action="ban.create"]'));
  const lifted = entries.and(admin.locator('[data-action="ban.lift"]'));
  await expect(created).toHaveCount(1);
  await expect(lifted).toHaveCount(1);
  expect(await changeOf(created, 'phone')).toEqual({ before: '—', after: student.phone });
  expect((await changeOf(lifted, 'liftedBy')).before).toBe('—');
  await expect(lifted).toContainText('Asha Rao');

  // And they can sign in again.
  await student.page.getByTestId('send-otp').click();
  await expect(student.page.getByTestId('otp-digit-0')).toBeVisible();
});
