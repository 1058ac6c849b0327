import { expect, test } from '@playwright/test';

/**
 * Issue 18: each public page has its own title and description in the HTML the server sends
 * (features/seo), and the title keeps following the page as the visitor moves around the app
 * (React's <title> takes over from the server's).
 */
test('the server’s page head, then the title follows client-side navigation', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/courses')).text();
  expect(html).toContain('<title data-page-head>Courses | KodeSchool</title>');
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);

  await page.goto('/courses');
  await expect(page).toHaveTitle('Courses | KodeSchool');
  const card = page.getByTestId('course-card').first();
  const title = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f]{24}$/);
  await expect(page).toHaveTitle(`${title} | KodeSchool`);

  await page.goBack();
  await expect(page).toHaveTitle('Courses | KodeSchool');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Webinars' }).click();
  await expect(page).toHaveTitle('Live webinars | KodeSchool');
  // Only one title is the document's at a time: the server's stays behind React's.
  expect(await page.evaluate(() => document.title)).toBe('Live webinars | KodeSchool');
});

test('robots.txt and sitemap.xml are served at the site root', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toContain('Disallow: /admin');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/courses\/[0-9a-f]{24}<\/loc>/);
});
