import { expect, test } from '@playwright/test';

import { ROLE_RULE_MSG, STAFF_MSG } from '@app/shared';

import { runTag, seriousViolations } from '../support/admin.ts';
import { DEMO } from '../support/session.ts';
import {
  changeOf,
  newStudent,
  openActivityOf,
  shots,
  sidebarLabels,
  signedIn,
  toastOf,
} from './staff-helpers.ts';

test.describe('roles (/admin/users)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin makes a student a mentor; the mentor sidebar shows on their next load', async ({
    browser,
  }) => {
    const tag = runTag();
    const student = await newStudent(browser, tag, 0);

    // Before: a student has no admin area (sent home from /admin).
    await student.page.goto('/admin');
    await expect(student.page).toHaveURL(/\/$/);
    await expect(student.page.getByTestId('admin-menu-item')).toHaveCount(0);

    // The admin finds them by phone (the search reads 10 digits as a phone) and opens them.
    const admin = await signedIn(browser, DEMO.admin);
    await admin.goto('/admin/users');
    await expect(admin.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(admin.getByTestId('user-search')).toHaveAttribute(
      'placeholder',
      /name, e-mail or phone/,
    );
    const listed = admin.waitForResponse((r) => r.url().includes(`search=${student.phone}`));
    await admin.getByTestId('user-search').fill(student.phone);
    await listed;
    await expect(admin.getByTestId('user-row')).toHaveCount(1);
    await expect(admin.getByTestId('user-row')).toContainText(student.name);
    await expect(admin.getByTestId('user-row').getByTestId('role-badge')).toHaveText('Student');
    await shots(admin, 'users-list');
    await admin.getByTestId('user-row').click();
    await expect(admin).toHaveURL(new RegExp(`/admin/users/${student.id}$`));
    await expect(admin.getByRole('heading', { level: 1, name: student.name })).toBeVisible();

    // An admin may give only roles below admin: neither Admin nor Super Admin is offered.
    const select = admin.getByTestId('role-select');
    await expect(select).toBeEnabled();
    const offered = await select.locator('option').allTextContents();
    expect(offered).toEqual([
      'Student',
      'Mentor',
      'Batch Manager',
      'Support',
      'Sales & Marketing',
      'Instructor',
    ]);

    await select.selectOption('mentor');
    const dialog = admin.getByTestId('role-dialog');
    await expect(dialog).toContainText('Add Questions, Whizz, Webinars');
    await dialog.getByTestId('role-confirm').click();
    await expect(toastOf(admin, STAFF_MSG.userUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(admin.getByTestId('user-profile').getByTestId('role-badge')).toHaveText('Mentor');
    await expect(select).toHaveValue('mentor');
    expect(await seriousViolations(admin)).toEqual([]);
    await shots(admin, 'user-detail');

    // Their own page: the picker is locked with the rule's words.
    await admin.getByRole('link', { name: 'All users' }).click();
    await admin.getByTestId('user-search').fill(DEMO.admin);
    await admin.getByTestId('user-row').filter({ hasText: 'Vikram' }).click();
    await expect(admin.getByTestId('role-select')).toBeDisabled();
    await expect(admin.getByTestId('user-access')).toContainText(ROLE_RULE_MSG.ownRole);

    // After: on their next load the student (now a mentor) has the mentor's admin sidebar.
    await student.page.goto('/admin');
    await expect(student.page).toHaveURL(/\/admin\/questions$/);
    expect(await sidebarLabels(student.page)).toEqual(['Add Questions', 'Whizz', 'Webinars']);

    // The activity log holds the change, role student → mentor, by the admin.
    const entries = await openActivityOf(admin, 'user', student.id);
    const change = entries.and(admin.locator('[data-action="user.role_change"]'));
    await expect(change).toHaveCount(1);
    await expect(change).toContainText('Vikram Mehta');
    await expect(change).toContainText('Admin');
    expect(await changeOf(change, 'role')).toEqual({ before: 'student', after: 'mentor' });
  });

  test('an instructor cannot promote anyone', async ({ browser }) => {
    const student = await newStudent(browser, runTag(), 1);
    const instructor = await signedIn(browser, DEMO.instructor);

    // The Users page is not in their sidebar, and its address sends them to their own landing.
    await instructor.goto('/admin');
    const labels = await sidebarLabels(instructor);
    expect(labels).toEqual(['Add Questions', 'Courses', 'Whizz', 'Webinars']);
    expect(labels).not.toContain('Users');
    await instructor.goto(`/admin/users/${student.id}`);
    await expect(instructor).toHaveURL(/\/admin\/questions$/);
    await instructor.goto('/admin/users');
    await expect(instructor).toHaveURL(/\/admin\/questions$/);

    // The API refuses them too, whatever the page shows.
    const patch = await instructor.request.patch(`/api/v1/admin/users/${student.id}`, {
      data: { role: 'mentor' },
    });
    expect(patch.status()).toBe(403);
    const list = await instructor.request.get('/api/v1/admin/users');
    expect(list.status()).toBe(403);

    // Nothing changed: the student is still a student.
    const me = await student.page.request.get('/api/v1/users/me');
    expect(((await me.json()) as { data: { user: { role: string } } }).data.user.role).toBe(
      'student',
    );
  });
});
