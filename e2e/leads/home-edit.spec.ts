import { formatInr, GST_NOTE, type Course } from '@app/shared';

import { DEMO, signIn } from '../support/session.ts';
import { expect, test, type Page } from '../support/test.ts';

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
    await expect(page.getByTestId('edit-home-status')).toHaveText('Published');
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

  test('featured courses are picked from the catalogue; the page shows them at their live prices', async ({
    page,
  }) => {
    await openEditor(page);
    const catalogue = (
      (await (await page.request.get('/api/v1/courses')).json()) as {
        data: { courses: Course[] };
      }
    ).data.courses;
    const course = (title: string) => catalogue.find((c) => c.title === title)!;
    await page.getByRole('tab', { name: 'Courses' }).click();
    const rows = page.getByTestId('edit-home-course');
    // The demo picks three catalogue courses; each row says its live price and the GST note.
    await expect(rows).toHaveCount(3);
    const fullStack = course('Full Stack Web Development');
    await expect(rows.filter({ hasText: fullStack.title })).toContainText(
      `${formatInr(fullStack.finalPrice)} ${GST_NOTE}`,
    );

    // Add a course from the published catalogue, move it to the top, remove another.
    const design = course('System Design for Engineers');
    await page.getByLabel('Add a published course').selectOption(design._id);
    await page.getByRole('button', { name: 'Add course' }).click();
    await expect(rows).toHaveCount(4);
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: `Move ${design.title} up` }).click();
    }
    await page.getByRole('button', { name: 'Remove DSA in C++ and Java' }).click();
    const order = [design.title, fullStack.title, 'Python for Data Analysis'];
    await expect(rows).toHaveText(order.map((t) => new RegExp(t)));
    // a draft course is not offered
    await expect(
      page.getByLabel('Add a published course').locator('option', {
        hasText: 'Generative AI for Developers',
      }),
    ).toHaveCount(0);

    const preview = page.getByTestId('home-preview');
    await expect(preview.getByTestId('home-course-title')).toHaveText(order);
    await expect(preview.getByTestId('home-course-price').first()).toHaveText(
      formatInr(design.finalPrice),
    );

    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/v1/admin/home') && res.request().method() === 'PUT',
    );
    await page.getByTestId('edit-home-publish').click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('edit-home-status')).toHaveText('Published');

    await page.goto('/');
    const cards = page.getByTestId('home-course');
    await expect(cards.getByTestId('home-course-title')).toHaveText(order);
    await expect(cards.first().getByTestId('home-course-price')).toHaveText(
      formatInr(design.finalPrice),
    );
    await cards.first().getByTestId('home-course-link').click();
    await expect(page).toHaveURL(`/courses/${design._id}`);
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
    await expect(page.getByTestId('edit-home-status')).toHaveText('Published');
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
