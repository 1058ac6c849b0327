import { expect, runTag, seriousViolations, test } from '../support/admin.ts';
import { fillDate } from '../support/dates.ts';
import { changeOf, newStudent, shots } from './staff-helpers.ts';

/** Tomorrow in India (YYYY-MM-DD). */
const istTomorrow = () =>
  new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);

// Several people sign in through the real OTP page in one test: more than the default minute.
test.describe.configure({ timeout: 180_000 });

test('the activity log filters by actor, action, entity and date and shows before → after', async ({
  page,
  browser,
  adminApi,
}) => {
  const tag = runTag();
  const student = await newStudent(browser, tag, 4);
  const role = await adminApi.patch(`/api/v1/admin/users/${student.id}`, {
    data: { role: 'batch_manager' },
  });
  expect(role.ok(), await role.text()).toBeTruthy();
  const reason = `${tag} ${'repeated abuse of the doubt forum, '.repeat(8)}`.trim();
  const ban = await adminApi.post('/api/v1/admin/bans', {
    data: { userId: student.id, reason },
  });
  expect(ban.status(), await ban.text()).toBe(201);

  await page.goto('/admin/activity-logs');
  await expect(page.getByRole('heading', { name: 'Activity Logs' })).toBeVisible();

  // Actor and action come from the log's own facets.
  await page.getByTestId('filter-actor').selectOption({ label: 'Asha Rao (Super Admin)' });
  await page.getByTestId('filter-action').selectOption('user.role_change');
  const entries = page.getByTestId('activity-entry');
  await expect(entries.first()).toHaveAttribute('data-action', 'user.role_change');
  for (const action of await entries.evaluateAll((els) => els.map((e) => e.dataset.action))) {
    expect(action).toBe('user.role_change');
  }
  // Newest first: the change just made leads.
  const first = entries.first();
  await expect(first).toHaveAttribute('data-entity-id', student.id);
  await expect(first.getByTestId('activity-actor')).toContainText('Asha Rao');
  await expect(first).toContainText('IST');
  expect(await changeOf(first, 'role')).toEqual({ before: 'student', after: 'batch_manager' });
  // The line reads as words, with the record's name (issue 15), never as an action code.
  const summary = first.getByTestId('activity-summary');
  await expect(summary).toContainText(/^Changed the role of .+ to Batch Manager/);
  await expect(summary).not.toContainText('user.role_change');

  // A day with nothing logged yet: the empty state; clearing the filters brings all back.
  await fillDate(page.getByTestId('activity-dates-from'), istTomorrow());
  await expect(page.getByTestId('activity-empty')).toBeVisible();
  await page.getByTestId('clear-filters').click();
  await expect(entries.first()).toBeVisible();

  // A long value is cut short until expanded (the ban's reason).
  await page.getByTestId('filter-entity').selectOption('ban');
  const banEntry = entries.and(page.locator('[data-action="ban.create"]')).first();
  await expect(banEntry.getByTestId('activity-related-user')).toBeVisible();
  await banEntry.getByTestId('activity-changes-toggle').click();
  const reasonRow = banEntry.locator('[data-testid="change-row"][data-field="reason"]');
  await expect(reasonRow.getByTestId('change-after')).not.toContainText(reason);
  await reasonRow.getByRole('button', { name: 'Show all' }).click();
  await expect(reasonRow.getByTestId('change-after')).toContainText(reason);
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'activity-logs');

  // The related user link opens their page, where the log shows under Activity.
  await banEntry.getByTestId('activity-related-user').click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${student.id}$`));
  const activity = page.getByTestId('section-activity');
  await expect(
    activity.locator('[data-testid="activity-entry"][data-action="user.role_change"]'),
  ).toContainText('this user');

  // The log can only grow: there is no call that edits or deletes an entry.
  const newest = await adminApi.get('/api/v1/admin/activity-logs?limit=1');
  const [logEntry] = ((await newest.json()) as { data: { activityLogs: { _id: string }[] } }).data
    .activityLogs;
  for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
    const res = await adminApi.fetch(`/api/v1/admin/activity-logs/${logEntry!._id}`, {
      method,
      data: method === 'DELETE' ? undefined : { action: 'tampered' },
    });
    expect(res.status(), `${method} ${await res.text()}`).toBe(404);
  }
});
