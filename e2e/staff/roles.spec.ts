import { adminPageRefusedMessage, MSG, ROLE_RULE_MSG, STAFF_MSG } from '@app/shared';

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

test.describe('roles (/admin/users)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin makes a student a mentor; the mentor sidebar shows on their next load', async ({
    browser,
  }) => {
    const tag = runTag();
    const student = await newStudent(browser, tag, 0);

    // Before: a student has no admin area (sent home from /admin, and told why).
    await student.page.goto('/admin');
    await expect(student.page).toHaveURL(/\/$/);
    await expect(student.page.getByTestId('admin-menu-item')).toHaveCount(0);
    await expect(toastOf(student.page, adminPageRefusedMessage('student', '/admin'))).toBeVisible();

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
    // Sent to their landing with a word, not silently: the page and their role, in plain words.
    const refused = toastOf(
      instructor,
      'The Users page is not available to your role (Instructor).',
    );
    await expect(refused).toHaveCount(1);
    await expect(refused).toBeVisible();
    await shots(instructor, 'refused-page-toast');

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

test.describe('the admin shell', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a direct admin load says Restoring admin session... inside the admin shell', async ({
    browser,
  }) => {
    const page = await signedIn(browser, DEMO.superAdmin);
    // A slow session check, as on a slow network: the wait must be visible and worded.
    await page.route('**/api/v1/users/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/admin/kodr-registrations', { waitUntil: 'commit' });
    const fallback = page.getByTestId('admin-shell-fallback');
    await expect(fallback.getByRole('status')).toHaveText(MSG.restoringAdminSession);
    await expect(page.getByText('Loading KodeSchool...')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Kodr registrations' })).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });

  test('Edit Home Page is in the desktop sidebar for the roles that may edit it', async ({
    browser,
  }) => {
    const admin = await signedIn(browser, DEMO.admin);
    await admin.goto('/admin/dashboard');
    const sidebar = admin.getByRole('complementary', { name: 'Admin sidebar' });
    const editHome = sidebar.getByTestId('admin-edit-home');
    await expect(editHome).toBeVisible();
    await expect(editHome).toBeInViewport({ ratio: 1 });
    await editHome.click();
    await expect(admin).toHaveURL(/\/admin\/edit-home$/);
    await expect(admin.getByRole('heading', { name: 'Edit home page' })).toBeVisible();
    // One clear status: never 'Up to date' beside 'Not published yet'.
    const header = admin.locator('form header').first();
    await expect(admin.getByTestId('edit-home-published')).toBeVisible();
    const words = await header.innerText();
    expect(words.includes('Up to date') && /not published/i.test(words), words).toBe(false);
    // Collapsed, it stays as an icon with its name for assistive technology.
    await sidebar.getByTestId('sidebar-collapse-toggle').click();
    await expect(sidebar.getByTestId('admin-edit-home')).toHaveAccessibleName('Edit Home Page');
    await sidebar.getByTestId('sidebar-collapse-toggle').click();

    const instructor = await signedIn(browser, DEMO.instructor);
    await instructor.goto('/admin/questions');
    await expect(instructor.getByTestId('admin-menu-item').first()).toBeVisible();
    await expect(instructor.getByTestId('admin-edit-home')).toHaveCount(0);
  });

  test('at 1280 × 800 the menu scrolls under a fixed foot: Logout and the current entry stay in view', async ({
    browser,
  }) => {
    const page = await signedIn(browser, DEMO.superAdmin);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The last entry of the longest menu is the current page.
    await page.goto('/admin/verify-user');
    const sidebar = page.getByRole('complementary', { name: 'Admin sidebar' });
    const nav = sidebar.getByTestId('admin-nav');
    const items = nav.getByTestId('admin-menu-item');
    await expect(items.last()).toHaveText('Verify user');
    await expect(items.last()).toBeInViewport({ ratio: 1 });
    await expect(sidebar.getByTestId('admin-logout')).toBeInViewport({ ratio: 1 });
    await expect(sidebar.getByTestId('admin-edit-home')).toBeInViewport({ ratio: 1 });
    // The entry is not under the foot's divider: it ends above the nav's bottom edge.
    const navBox = (await nav.boundingBox())!;
    const lastBox = (await items.last().boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(navBox.y + navBox.height);

    // From the first page the list scrolls by itself; the foot does not move.
    await page.goto('/admin/dashboard');
    await expect(items.first()).toBeInViewport({ ratio: 1 });
    const overflow = await nav.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(overflow).toBeGreaterThan(0);
    await expect(sidebar.getByTestId('admin-nav-more-below')).toHaveAttribute(
      'data-visible',
      'true',
    );
    const logoutBefore = await sidebar.getByTestId('admin-logout').boundingBox();
    await nav.hover();
    await page.mouse.wheel(0, 600);
    await expect(items.last()).toBeInViewport({ ratio: 1 });
    expect(await sidebar.getByTestId('admin-logout').boundingBox()).toEqual(logoutBefore);
    await items.last().click();
    await expect(page).toHaveURL(/\/admin\/verify-user$/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
