import { DEMO, signIn } from '../support/session.ts';
import { expect, test, type Locator, type Page } from '../support/test.ts';

const UTM_STORAGE_KEY = 'kodeschool.utm.firstTouch';

async function createLink(
  page: Page,
  values: { page: string; source: string; medium: string; campaign: string; term?: string },
) {
  await page.getByTestId('utm-page').selectOption(values.page);
  await page.getByTestId('utm-source').fill(values.source);
  await page.getByTestId('utm-medium').fill(values.medium);
  await page.getByTestId('utm-campaign').fill(values.campaign);
  if (values.term) await page.getByTestId('utm-term').fill(values.term);
  await page.getByTestId('utm-create').click();
  // The previous link's toast may still be on screen (toasts last 2.5 s).
  await expect(page.getByText('UTM link created').last()).toBeVisible();
  await expect(page.getByTestId('utm-created')).toContainText(`utm_campaign=${values.campaign}`);
}

const rowOf = (page: Page, campaign: string): Locator =>
  page.getByTestId('utm-row').filter({ hasText: campaign });

test.describe('UTM links (/admin/utm)', () => {
  test('build a link, copy it, and see the visit and the callback it brought', async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, DEMO.superAdmin);
    await page.goto('/admin/utm');
    await expect(page.getByRole('heading', { name: 'UTM links' })).toBeVisible();

    const campaign = `spring-${Date.now()}`;
    // The preview follows the form and has no utm_id before the link exists.
    await page.getByTestId('utm-page').selectOption('/kodr');
    await page.getByTestId('utm-source').fill('instagram');
    await page.getByTestId('utm-medium').fill('social');
    await page.getByTestId('utm-campaign').fill(campaign);
    const preview = page.getByTestId('utm-preview');
    await expect(preview).toHaveText(
      `http://127.0.0.1:${new URL(page.url()).port}/kodr?utm_source=instagram&utm_medium=social&utm_campaign=${campaign}`,
    );
    await expect(preview).not.toContainText('utm_id');
    await page.getByTestId('utm-campaign').fill('');
    await page.getByTestId('utm-create').click();
    await expect(page.getByText('Campaign is required')).toBeVisible();
    await page.getByTestId('utm-campaign').fill(campaign);
    await expect(page.getByText('Campaign is required')).toBeHidden();
    await page.getByTestId('utm-create').click();
    await expect(page.getByText('UTM link created')).toBeVisible();

    const row = rowOf(page, campaign);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('utm-created-by')).toContainText('by Asha Rao');
    const url = (await row.getByTestId('utm-url').textContent())!.trim();
    expect(url).toMatch(
      new RegExp(
        `/kodr\\?utm_source=instagram&utm_medium=social&utm_campaign=${campaign}&utm_id=[0-9a-f]{24}$`,
      ),
    );
    const linkId = new URL(url).searchParams.get('utm_id')!;

    await row.getByTestId('utm-copy').click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(row.getByTestId('utm-visits')).toHaveText('0');
    await expect(row.getByTestId('utm-callbacks')).toHaveText('0');

    // A visitor opens the link in a browser of their own.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const visit = visitorPage.waitForResponse(
      (res) => res.url().endsWith('/api/v1/utm/visits') && res.request().method() === 'POST',
    );
    await visitorPage.goto(url);
    expect((await visit).status()).toBe(200);
    const stored = await visitorPage.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { utm: Record<string, string> },
      UTM_STORAGE_KEY,
    );
    expect(stored.utm).toMatchObject({
      source: 'instagram',
      medium: 'social',
      campaign,
      id: linkId,
    });

    // …and asks for a callback, carrying the attribution the site remembered.
    const callback = await visitorPage.request.post('/api/v1/request-callbacks', {
      data: {
        name: 'Meera Pillai',
        contact: { code: '+91', number: '9812345678' },
        enquiryFor: 'offline',
        notes: 'Interested in the next Kodr cohort',
        utm: stored.utm,
      },
    });
    expect(callback.status()).toBe(201);
    await visitor.close();

    await page.reload();
    await expect(rowOf(page, campaign).getByTestId('utm-visits')).toHaveText('1');
    await expect(rowOf(page, campaign).getByTestId('utm-callbacks')).toHaveText('1');
    await expect(rowOf(page, campaign).getByTestId('utm-registrations')).toHaveText('0');

    // Search narrows the list; delete asks first.
    await page.getByTestId('utm-search').fill(campaign);
    await expect(page.getByTestId('utm-row')).toHaveCount(1);
    await rowOf(page, campaign).getByTestId('utm-delete').click();
    const dialog = page.getByTestId('utm-delete-dialog');
    await expect(dialog).toContainText('Delete this UTM link?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, campaign)).toHaveCount(1);
    await rowOf(page, campaign).getByTestId('utm-delete').click();
    await page.getByTestId('utm-delete-confirm').click();
    await expect(page.getByText('UTM link deleted')).toBeVisible();
    await expect(rowOf(page, campaign)).toHaveCount(0);
    await expect(page.getByText('No links match your search.')).toBeVisible();
  });

  test('a sales and marketing user builds links; an instructor cannot', async ({ page }) => {
    await signIn(page, '9000000004');
    await expect(
      page.getByTestId('admin-menu-item').filter({ hasText: 'UTM Create' }),
    ).toBeVisible();
    await page.getByTestId('admin-menu-item').filter({ hasText: 'UTM Create' }).click();
    await expect(page).toHaveURL(/\/admin\/utm$/);
    const campaign = `sm-${Date.now()}`;
    await createLink(page, {
      page: '/',
      source: 'newsletter',
      medium: 'email',
      campaign,
      term: 'coding',
    });
    const row = rowOf(page, campaign);
    await expect(row.getByTestId('utm-created-by')).toContainText('by Rohan Kapoor');
    await expect(row.getByTestId('utm-url')).toContainText('utm_term=coding&utm_id=');

    // The same values twice is a conflict the page explains.
    await createLink(page, {
      page: '/kodr',
      source: 'newsletter',
      medium: 'email',
      campaign: `${campaign}-2`,
    });
    await page.getByTestId('utm-page').selectOption('/kodr');
    await page.getByTestId('utm-campaign').fill(`${campaign}-2`);
    await page.getByTestId('utm-create').click();
    await expect(
      page.getByText('A UTM link with exactly these values already exists.'),
    ).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, DEMO.instructor);
    await page.goto('/admin/utm');
    await expect(page).not.toHaveURL(/\/admin\/utm/);
    expect((await page.request.get('/api/v1/admin/utm/links')).status()).toBe(403);
  });
});
