import { SITE_PAGE_MSG, type AdminSitePage } from '@app/shared';

import { expect, seriousViolations, test } from '../support/admin.ts';

/** Staff edit the policy and contact pages where they edit the home page (issue 15). */
let original: AdminSitePage;

test.beforeAll(async ({ adminApi }) => {
  const res = await adminApi.get('/api/v1/admin/pages/contact');
  original = ((await res.json()) as { data: { page: AdminSitePage } }).data.page;
});

test.afterAll(async ({ adminApi }) => {
  const res = await adminApi.put('/api/v1/admin/pages/contact', {
    data: { title: original.title, body: original.body },
  });
  expect(res.ok()).toBeTruthy();
});

test('staff edit the contact page from the home page editor; visitors see it at once', async ({
  page,
  browser,
}) => {
  await page.goto('/admin/edit-home');
  await page.getByTestId('edit-home-site-pages').click();
  await expect(page).toHaveURL('/admin/edit-home/pages/privacy');
  await page.getByTestId('site-page-tab-contact').click();
  await expect(page).toHaveURL('/admin/edit-home/pages/contact');

  const title = page.getByTestId('site-page-title-input');
  const body = page.getByTestId('site-page-body-input');
  await expect(title).toHaveValue(original.title);
  expect(await seriousViolations(page)).toEqual([]);

  // Empty fields are refused with the shared schema's words.
  await title.fill('');
  await body.fill('');
  await page.getByTestId('site-page-save').click();
  await expect(page.getByText(SITE_PAGE_MSG.titleRequired)).toBeVisible();
  await expect(page.getByText(SITE_PAGE_MSG.bodyRequired)).toBeVisible();

  await title.fill('Talk to us');
  await body.fill(
    '## Our office\n\n12 MG Road\nBengaluru 560001\n\n- **Phone:** +91 80 4000 0000\n\n<script>alert(1)</script>',
  );
  // The preview renders the Markdown's text and marks; raw HTML is left out, never run.
  const preview = page.getByTestId('site-page-preview');
  await expect(preview.getByRole('heading', { name: 'Our office' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('Phone:');
  await expect(preview).not.toContainText('alert(1)');
  await expect(preview.locator('script')).toHaveCount(0);

  await page.getByTestId('site-page-save').click();
  await expect(page.getByText(SITE_PAGE_MSG.saved)).toBeVisible();
  await expect(page.getByTestId('site-page-status')).toHaveText('All saved');
  await expect(page.getByTestId('site-page-published')).toContainText('Last published');

  const visitor = await (
    await browser.newContext({ storageState: { cookies: [], origins: [] } })
  ).newPage();
  await visitor.goto('/contact');
  await expect(visitor.getByTestId('site-page-title')).toHaveText('Talk to us');
  const text = visitor.getByTestId('site-page-body');
  await expect(text.getByRole('heading', { name: 'Our office' })).toBeVisible();
  await expect(text).toContainText('12 MG Road');
  await expect(visitor.getByText(/^Last updated/)).toBeVisible();
  await visitor.context().close();

  // The change is in the activity log.
  const logs = await page.request.get('/api/v1/admin/activity-logs?action=page.update&limit=10');
  const { activityLogs } = (
    (await logs.json()) as {
      data: { activityLogs: { action: string; entityId: string | null }[] };
    }
  ).data;
  expect(
    activityLogs.some((l) => l.action === 'page.update' && l.entityId === 'page:contact'),
  ).toBe(true);
});
