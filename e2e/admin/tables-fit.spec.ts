import type { Page } from '@playwright/test';

import { expect, seriousViolations, test } from '../support/admin.ts';

/**
 * Every admin list at 1280 × 800 beside the expanded sidebar: each table either fits or scrolls
 * sideways inside its card with its actions (the last column) pinned in view. Never a row whose
 * actions sit off screen.
 */

const LISTS = [
  '/admin/questions?type=mcq',
  '/admin/questions?type=coding',
  '/admin/questions?type=fib',
  '/admin/courses',
  '/admin/kodr-registrations',
  '/admin/kodex-registrations',
  '/admin/whizz',
  '/admin/webinars',
  '/admin/payments',
  '/admin/utm',
  '/admin/users',
  '/admin/ban',
  '/admin/coupons',
  '/admin/callbacks',
];

/** Lists opened from another list: the first link of each kind, followed page by page. */
const BATCH_VIEW =
  'main table a[href*="/batches/"]:not([href$="/edit"]):not([href$="/batches"]):not([href*="/students/"])';
const FULL_STACK = '/admin/courses?search=Full+Stack+Web+Development';
const FULL_STACK_BATCHES =
  'main table tr:has-text("Full Stack Web Development") a[href$="/batches"]';
const NESTED: { from: string; via: string[] }[] = [
  { from: '/admin/courses', via: ['main table a[href^="/admin/courses/"][href$="/batches"]'] },
  { from: '/admin/whizz', via: ['main table a[href^="/admin/whizz/"][href$="/attempts"]'] },
  {
    from: '/admin/webinars',
    via: ['main table a[href^="/admin/webinars/"]:not([href*="/edit/"]):not([href$="/create"])'],
  },
  // A batch's page (its students) and its assignment review queue, in the demo's busiest course.
  { from: FULL_STACK, via: [FULL_STACK_BATCHES, BATCH_VIEW] },
  { from: FULL_STACK, via: [FULL_STACK_BATCHES, BATCH_VIEW, 'a[href$="/reviews"]'] },
];

/** Waits for the list to settle: rows, or the empty state (then there is nothing to check). */
async function settledTable(page: Page) {
  const table = page.locator('main table').first();
  const empty = page.getByTestId('table-empty').first();
  await expect(table.locator('tbody tr').first().or(empty)).toBeVisible();
  await expect(page.getByTestId('table-loading')).toHaveCount(0);
  return (await empty.isVisible()) ? null : table;
}

async function expectActionsInView(page: Page, path: string) {
  const table = await settledTable(page);
  if (!table) return false;
  const lastHeader = table.locator('thead th').last();
  const firstRow = table.locator('tbody tr').first();
  const lastCell = firstRow.locator('td').last();
  // Bring the row up the page by scrolling the window only: a scrollIntoView would also scroll
  // the table sideways, hiding the very problem this checks.
  await firstRow.evaluate((tr) => {
    const top = tr.getBoundingClientRect().top;
    window.scrollBy(0, top - window.innerHeight / 2);
  });
  await expect(lastHeader, `${path}: the last column's header`).toBeInViewport({ ratio: 0.99 });
  await expect(lastCell, `${path}: the first row's last cell`).toBeInViewport({ ratio: 0.99 });
  // Nothing lies over it (a fade, the next column): its centre hits the cell itself.
  const isOnTop = await lastCell.evaluate((td) => {
    const r = td.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && td.contains(hit);
  });
  expect(isOnTop, `${path}: the last cell is not covered`).toBe(true);
  // The page itself never scrolls sideways: a wide table scrolls inside its card.
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageOverflow, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  return true;
}

test.describe('admin tables at 1280 × 800 with the sidebar expanded', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() =>
      localStorage.setItem(
        'kodeschool:ui',
        JSON.stringify({ state: { isSidebarCollapsed: false }, version: 0 }),
      ),
    );
  });

  test('every list keeps its last (action) column in view', async ({ page }) => {
    const checked: string[] = [];
    for (const path of LISTS) {
      await page.goto(path);
      await expect(page.getByRole('complementary', { name: 'Admin sidebar' })).toHaveAttribute(
        'data-collapsed',
        'false',
      );
      if (await expectActionsInView(page, path)) checked.push(path);
    }
    for (const { from, via } of NESTED) {
      await page.goto(from);
      let href = from;
      for (const link of via) {
        const next = page.locator(link).first();
        await expect(next, `a link ${link} on ${href}`).toBeAttached();
        href = (await next.getAttribute('href'))!;
        await page.goto(href);
      }
      if (await expectActionsInView(page, href)) checked.push(href);
    }
    // The demo data fills most lists; the two the issue names are among them.
    expect(checked).toEqual(expect.arrayContaining(['/admin/kodr-registrations', '/admin/whizz']));
    expect(checked.length).toBeGreaterThanOrEqual(12);
  });

  test('Kodr registrations keep their three status dropdowns usable; Whizz its delete button', async ({
    page,
  }) => {
    await page.goto('/admin/kodr-registrations');
    await settledTable(page);
    const row = page.getByTestId('kodr-row').first();
    for (const name of [/^Call status for /, /^Status for /, /^Payment status for /]) {
      const select = row.getByRole('combobox', { name });
      await expect(select).toBeInViewport({ ratio: 0.99 });
    }
    // The middle scrolls sideways inside the card; the pinned columns do not move.
    const scroller = page.getByTestId('data-table-scroll');
    const pinned = row.locator('td[data-pinned="end"]').first();
    const before = (await pinned.boundingBox())!;
    await scroller.evaluate((el) => el.scrollBy({ left: 400 }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const after = (await pinned.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThan(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/admin/whizz');
    await settledTable(page);
    const remove = page.getByTestId('whizz-delete').first();
    await expect(remove).toBeInViewport({ ratio: 1 });
    await remove.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
