import { STAFF_MSG } from '@app/shared';

import { runTag, seriousViolations } from '../support/admin.ts';
import { DEMO } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import {
  changeOf,
  newStudent,
  openActivityOf,
  shots,
  sidebarLabels,
  signedIn,
  toastOf,
} from './staff-helpers.ts';

// Several people sign in through the real OTP page in one test: more than the default minute.
test.describe.configure({ timeout: 180_000 });

test('support verifies an inactive user by hand, saying why', async ({ browser }) => {
  const tag = runTag();
  const student = await newStudent(browser, tag, 3);

  // An account that is not active: an admin switches it off on the user page (as a Google
  // sign-up without a verified phone would be), and the student now meets the overlay.
  const admin = await signedIn(browser, DEMO.admin);
  await admin.goto(`/admin/users/${student.id}`);
  await admin.getByTestId('active-switch').click();
  await expect(toastOf(admin, STAFF_MSG.userUpdated)).toBeVisible();
  await expect(admin.getByTestId('active-switch')).toHaveAttribute('aria-checked', 'false');
  await student.page.goto('/');
  await expect(student.page.getByTestId('phone-verification-overlay')).toBeVisible();

  // Support (callbacks and verify user only) finds them by e-mail.
  const support = await signedIn(browser, '9000000005');
  await support.goto('/admin');
  expect(await sidebarLabels(support)).toEqual(['Callback Data', 'Verify user']);
  await support.getByTestId('admin-menu-item').filter({ hasText: 'Verify user' }).click();
  await expect(support.getByRole('heading', { name: 'Verify user' })).toBeVisible();

  await support.getByTestId('verify-lookup').fill('nobody.here@example.com');
  await support.getByTestId('verify-find').click();
  await expect(support.getByTestId('verify-not-found')).toContainText(STAFF_MSG.userNotFound);

  await support.getByTestId('verify-lookup').fill(student.email.toUpperCase());
  await support.getByTestId('verify-find').click();
  const card = support.getByTestId('verify-result');
  await expect(card.getByTestId('verify-name')).toHaveText(student.name);
  await expect(card.getByTestId('active-badge')).toHaveText('Inactive');
  await expect(card.getByTestId('role-badge')).toHaveText('Student');
  // Support may not open the full profile (users is an admin page).
  await expect(card.getByRole('link', { name: /Full profile/ })).toHaveCount(0);

  await support.getByTestId('verify-submit').click();
  await expect(card.getByText(STAFF_MSG.verifyNoteRequired)).toBeVisible();
  const note = `${tag}: lives in Dubai, identity confirmed on a video call`;
  await support.getByTestId('verify-note').fill(note);
  await shots(support, 'verify-user');
  await support.getByTestId('verify-submit').click();
  await expect(toastOf(support, STAFF_MSG.userVerified)).toBeVisible();
  await expect(card.getByTestId('verify-done')).toContainText('Verified by Neha Sharma');
  await expect(card.getByTestId('verify-done')).toContainText(note);
  await expect(card.getByTestId('active-badge')).toHaveText('Active');
  expect(await seriousViolations(support)).toEqual([]);

  // The student is let in: no overlay on their next load.
  await student.page.reload();
  await expect(student.page.getByTestId('phone-verification-overlay')).toHaveCount(0);

  // The admin sees who verified and why on the profile, and both changes in the log.
  await admin.reload();
  await expect(admin.getByTestId('profile-verified-by')).toContainText('Neha Sharma');
  await expect(admin.getByTestId('profile-verified-by')).toContainText(note);
  const entries = await openActivityOf(admin, 'user', student.id);
  const verified = entries.and(admin.locator('[data-action="user.verify"]'));
  await expect(verified).toHaveCount(1);
  await expect(verified).toContainText('Neha Sharma');
  expect(await changeOf(verified, 'isActive')).toEqual({ before: 'false', after: 'true' });
  expect(await changeOf(verified, 'verificationNote')).toEqual({ before: '—', after: note });
  const switchedOff = entries.and(admin.locator('[data-action="user.update"]'));
  expect(await changeOf(switchedOff, 'isActive')).toEqual({ before: 'true', after: 'false' });
});
