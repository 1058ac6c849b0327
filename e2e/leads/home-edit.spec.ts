import { expect, test, type Page } from '@playwright/test';

import { DEMO, signIn } from '../support/session.ts';

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

async function openEditor(page: Page, phone = DEMO.superAdmin) {
  await signIn(page, phone);
  await page.goto('/admin/edit-home');
  await expect(page.getByRole('heading', { name: 'Edit home page' })).toBeVisible();
  await expect(field(page, 'hero.title')).not.toHaveValue('');
}

test.describe('home page editor (/admin/edit-home)', () => {
  test('a super admin edits the hero title and an FAQ answer, sees them in the preview, publishes, and / shows them', async ({
    page,
  }) => {
    await openEditor(page);
    const stamp = Date.now();
    const title = `Ship real software in 100 days ${stamp}`;
    const answer = `Yes: bring a laptop and two free hours a day (${stamp}).`;

    await field(page, 'hero.title').fill(title);
    await page.getByRole('tab', { name: 'FAQ' }).click();
    const question = await field(page, 'faq.items.0.question').inputValue();
    await field(page, 'faq.items.0.answer').fill(answer);

    const preview = page.getByTestId('home-preview');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(preview).toContainText(answer);
    await expect(page.getByTestId('edit-home-status')).toHaveText('Unsaved changes');

    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/v1/admin/home') && res.request().method() === 'PUT',
    );
    await page.getByTestId('edit-home-publish').click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Home page published')).toBeVisible();
    await expect(page.getByTestId('edit-home-status')).toHaveText('Up to date');
    await expect(page.getByTestId('edit-home-published')).toContainText('Last published');
    await expect(page.getByTestId('edit-home-published')).toContainText('by Asha Rao');

    // In-app navigation (no reload): the public query was refreshed by the publish.
    await page.getByRole('link', { name: 'View site' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-hero-title')).toHaveText(title);

    // And a fresh load reads it from the server.
    await page.reload();
    await expect(page.getByTestId('home-hero-title')).toHaveText(title);
    const faq = page.getByTestId('home-faq');
    await expect(faq.getByText(answer)).toBeHidden();
    await faq.getByRole('button', { name: question }).click();
    await expect(faq.getByText(answer)).toBeVisible();
  });

  test('an instructor cannot open the editor, nor call its API', async ({ page }) => {
    await signIn(page, DEMO.instructor);
    await page.goto('/admin/edit-home');
    await expect(page).not.toHaveURL(/edit-home/);
    await expect(page).toHaveURL(/\/admin\/questions$/);
    const res = await page.request.get('/api/v1/admin/home');
    expect(res.status()).toBe(403);
    const current = (await (await page.request.get('/api/v1/home')).json()) as {
      data: { home: unknown };
    };
    const put = await page.request.put('/api/v1/admin/home', { data: current.data.home });
    expect(put.status()).toBe(403);
  });

  test('an empty hero title blocks publishing with its message; leaving asks first; reset restores', async ({
    page,
  }) => {
    await openEditor(page);
    const original = await field(page, 'hero.title').inputValue();
    let puts = 0;
    page.on('request', (req) => {
      if (req.method() === 'PUT' && req.url().endsWith('/api/v1/admin/home')) puts += 1;
    });

    await field(page, 'hero.title').fill('');
    // Publish from another tab: the editor brings the invalid field back into view.
    await page.getByRole('tab', { name: 'Testimonials' }).click();
    await page.getByTestId('edit-home-publish').click();
    await expect(page.getByRole('tab', { name: /Hero/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Hero title is required')).toBeVisible();
    await expect(page.getByText('Fix the highlighted field before publishing.')).toBeVisible();
    await expect(field(page, 'hero.title')).toBeFocused();
    await expect(field(page, 'hero.title')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toBe(0);

    // The error clears as the field is edited.
    await field(page, 'hero.title').fill('A');
    await expect(page.getByText('Hero title is required')).toBeHidden();

    // Unpublished edits: an in-app navigation asks first.
    await page.getByRole('link', { name: 'View site' }).click();
    const dialog = page.getByTestId('leave-dialog');
    await expect(dialog).toContainText('Leave without publishing?');
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/edit-home$/);

    await page.getByTestId('edit-home-reset').click();
    await expect(field(page, 'hero.title')).toHaveValue(original);
    await expect(page.getByTestId('edit-home-status')).toHaveText('Up to date');
    expect(puts).toBe(0);
  });

  test("a server validation error marks the field and shows the server's message", async ({
    page,
  }) => {
    await openEditor(page);
    await page.route('**/api/v1/admin/home', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          message: 'Validation Error',
          data: [{ field: 'cta.button.href', message: 'Link must be a site path like /kodr' }],
        }),
      });
    });
    await field(page, 'hero.eyebrow').fill('New cohort in March');
    await page.getByTestId('edit-home-publish').click();
    await expect(page.locator('[data-sonner-toast]')).toContainText(
      'Link must be a site path like /kodr',
    );
    await expect(page.getByRole('tab', { name: /Call to action/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(field(page, 'cta.button.href')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('edit-home-status')).toHaveText('Unsaved changes');
  });
});
