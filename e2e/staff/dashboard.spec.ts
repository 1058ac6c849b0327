import { formatInr, istToday, type Dashboard } from '@app/shared';

import { seriousViolations } from '../support/admin.ts';
import { fillDate } from '../support/dates.ts';
import { DEMO, signIn } from '../support/session.ts';
import { expect, test, type Page, type Response } from '../support/test.ts';
import { shots } from './staff-helpers.ts';

const DASHBOARD_API = '/api/v1/admin/dashboard';
const isDashboardCall = (res: Response) =>
  new URL(res.url()).pathname === DASHBOARD_API && res.request().method() === 'GET';

/** YYYY-MM-DD `days` before `day`. */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const count = (n: number) => n.toLocaleString('en-IN');

async function dashboardOf(res: Response): Promise<Dashboard> {
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { dashboard: Dashboard } }).data.dashboard;
}

/** Runs `act` and returns the dashboard call it set off (its range and its answer). */
async function dashboardCall(page: Page, act: () => Promise<unknown>) {
  const [res] = await Promise.all([page.waitForResponse(isDashboardCall), act()]);
  const url = new URL(res.url());
  return {
    from: url.searchParams.get('from'),
    to: url.searchParams.get('to'),
    dashboard: await dashboardOf(res),
  };
}

/** Every headline figure on the page is the API's number, formatted as staff read it. */
async function expectFigures(page: Page, { figures }: Dashboard) {
  const { registrations } = figures;
  await expect(page.getByTestId('figure-registrations-value')).toHaveText(
    count(registrations.total),
  );
  for (const kind of ['kodr', 'kodex', 'webinars', 'callbacks'] as const) {
    await expect(page.getByTestId(`figure-registrations-${kind}`)).toHaveText(
      count(registrations[kind]),
    );
  }
  await expect(page.getByTestId('figure-conversions-value')).toHaveText(count(figures.conversions));
  await expect(page.getByTestId('figure-revenue-value')).toHaveText(
    formatInr(figures.revenuePaise / 100),
  );
  await expect(page.getByTestId('figure-enrolments-value')).toHaveText(
    count(figures.newEnrolments),
  );
  await expect(page.getByTestId('figure-quiz-attempts-value')).toHaveText(
    count(figures.quizAttempts),
  );
  await expect(page.getByTestId('figure-open-callbacks-value')).toHaveText(
    count(figures.openCallbacks),
  );
  await expect(page.getByTestId('figure-active-batches-value')).toHaveText(
    count(figures.activeBatches),
  );
  await expect(page.getByTestId('figure-upcoming-webinars-value')).toHaveText(
    count(figures.upcomingWebinars),
  );
}

/**
 * Signs an admin in: they land on the dashboard (the first entry of their sidebar). Waits for
 * that first load to end, so a later call's answer is never the landing's.
 */
async function signInToDashboard(page: Page, phone: string) {
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('figure-registrations-value')).toBeVisible();
}

test.describe('Dashboard (/admin/dashboard)', () => {
  test('an admin sees the figures and charts and changes the range', async ({ page }) => {
    const today = istToday();
    // Figures, charts and an axe scan of the whole page take a while.
    test.setTimeout(120_000);
    await signInToDashboard(page, DEMO.admin);
    await expect(
      page.getByTestId('admin-menu-item').filter({ hasText: 'Dashboard' }),
    ).toHaveAttribute('aria-current', 'page');
    // The default range is the last 30 days (IST), today included.
    const first = await dashboardCall(page, () => page.reload());
    expect(first).toMatchObject({ from: daysBefore(today, 29), to: today });
    const month = first.dashboard;
    // The demo seed has registrations of every kind, a payment and quiz attempts this month.
    expect(month.figures.registrations.total).toBeGreaterThan(0);
    expect(month.figures.revenuePaise).toBeGreaterThan(0);
    await expectFigures(page, month);
    // The e2e server runs without SMTP_URL: admins are told, above the figures, once.
    expect(month.warnings).toEqual([expect.stringMatching(/^SMTP_URL is not set: /)]);
    await expect(page.getByTestId('operator-warnings')).toBeVisible();
    await expect(page.getByTestId('operator-warning')).toHaveText(month.warnings);
    await expect(page.getByTestId('range-30d')).toHaveAttribute('aria-pressed', 'true');

    // The three charts draw the seed's data (recharts is loaded on demand for them).
    const registrations = page.getByTestId('chart-registrations');
    await expect(registrations.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(registrations.getByTestId('registrations-legend')).toContainText(
      `Webinars${count(month.figures.registrations.webinars)}`,
    );
    const revenue = page.getByTestId('chart-revenue');
    await expect(revenue.locator('.recharts-bar-rectangle path').first()).toBeVisible();
    // The ₹ axis starts at ₹0 and has a compact Indian label (K / L / Cr) above it.
    const ticks = revenue.locator('.recharts-cartesian-axis-tick-value');
    await expect(ticks).toContainText(['₹0']);
    expect((await ticks.allTextContents()).some((t) => /^₹[\d.]+(K|L|Cr)$/.test(t))).toBe(true);
    const sources = page.getByTestId('chart-sources');
    const ranked = [...month.bySource].sort((a, b) => b.leads - a.leads);
    await expect(sources.locator('.recharts-bar-rectangle path').first()).toBeVisible();
    if (ranked.some((s) => s.source === '')) {
      await expect(sources.locator('.recharts-cartesian-axis-tick-value')).toContainText([
        'Direct / none',
      ]);
    }
    expect(await seriousViolations(page)).toEqual([]);

    // Hovering a day shows that day's counts by kind.
    await registrations.locator('.recharts-bar-rectangle').last().hover();
    await expect(page.locator('.recharts-tooltip-wrapper').first()).toContainText('in all');

    // A preset: the figures reload for the last 7 days and the URL keeps the choice.
    const week = await dashboardCall(page, () => page.getByTestId('range-7d').click());
    expect(week).toMatchObject({ from: daysBefore(today, 6), to: today });
    await expect(page).toHaveURL(/\?range=7d$/);
    await expect(page.getByTestId('range-7d')).toHaveAttribute('aria-pressed', 'true');
    await expectFigures(page, week.dashboard);
    expect(week.dashboard.figures.registrations.total).toBeLessThanOrEqual(
      month.figures.registrations.total,
    );

    // A reload asks for the same range.
    const reloaded = await dashboardCall(page, () => page.reload());
    expect(reloaded).toMatchObject({ from: week.from, to: week.to });
    await expect(page.getByTestId('range-7d')).toHaveAttribute('aria-pressed', 'true');

    // A custom range: a backwards one is refused in the API's words, a good one is asked for.
    await page.getByTestId('range-custom').click();
    const from = daysBefore(today, 13);
    await fillDate(page.getByTestId('range-from'), today);
    await fillDate(page.getByTestId('range-to'), from);
    await page.getByTestId('range-apply').click();
    await expect(page.getByTestId('range-error')).toHaveText(
      'The start date must be on or before the end date',
    );
    await fillDate(page.getByTestId('range-from'), from);
    await fillDate(page.getByTestId('range-to'), today);
    const custom = await dashboardCall(page, () => page.getByTestId('range-apply').click());
    expect(custom).toMatchObject({ from, to: today });
    await expect(page).toHaveURL(new RegExp(`\\?from=${from}&to=${today}$`));
    await expectFigures(page, custom.dashboard);
  });

  test('on a phone the cards stack and the charts fit', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToDashboard(page, DEMO.superAdmin);
    await expect(page.getByTestId('chart-sources').locator('.recharts-surface')).toBeVisible();

    // The super admin sees the SMTP warning too; the banner fits the screen, above the range.
    const warnings = page.getByTestId('operator-warnings');
    await expect(warnings.getByTestId('operator-warning')).toHaveText([
      /^SMTP_URL is not set: e-mails .* are not sent, only kept in the outbox table$/,
    ]);
    const banner = (await warnings.boundingBox())!;
    expect(banner.x).toBeGreaterThanOrEqual(0);
    expect(banner.x + banner.width).toBeLessThanOrEqual(390);
    expect(banner.y).toBeLessThan((await page.getByTestId('range-30d').boundingBox())!.y);
    await shots(page, 'dashboard');

    // The cards stack, nothing scrolls sideways and the charts fit the screen.
    const conversions = (await page.getByTestId('figure-conversions').boundingBox())!;
    const revenueCard = (await page.getByTestId('figure-revenue').boundingBox())!;
    expect(revenueCard.x).toBe(conversions.x);
    expect(revenueCard.y).toBeGreaterThan(conversions.y + conversions.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    for (const id of ['chart-registrations', 'chart-revenue', 'chart-sources']) {
      const svg = (await page.getByTestId(id).locator('.recharts-surface').boundingBox())!;
      expect(svg.width).toBeGreaterThan(280);
      expect(svg.x + svg.width).toBeLessThanOrEqual(390);
    }
  });

  test('an empty range, and a failed load with its retry', async ({ page }) => {
    await signInToDashboard(page, DEMO.superAdmin);

    // Long before the school opened: nothing in the range, the "now" figures still shown.
    const empty = await dashboardCall(page, () =>
      page.goto('/admin/dashboard?from=2020-01-01&to=2020-01-31'),
    );
    expect(empty.dashboard.figures.registrations.total).toBe(0);
    await expect(page.getByTestId('dashboard-empty')).toContainText(
      'Nothing happened in this range',
    );
    await expect(page.getByTestId('chart-registrations')).toHaveCount(0);
    await expectFigures(page, empty.dashboard);

    // The server fails once: the spec's fallback text and a retry that loads the figures.
    let failures = 1;
    await page.route(`**${DASHBOARD_API}?*`, async (route) => {
      if (failures-- > 0) {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Internal Server Error', data: null }),
        });
      } else {
        await route.continue();
      }
    });
    await page.goto('/admin/dashboard?range=90d');
    await expect(page.getByTestId('dashboard-error-message')).toHaveText(
      'Failed to fetch the dashboard',
    );
    const retried = await dashboardCall(page, () => page.getByTestId('dashboard-retry').click());
    await expectFigures(page, retried.dashboard);
    await expect(page.getByTestId('dashboard-error')).toHaveCount(0);
  });

  test('an instructor has no dashboard', async ({ page }) => {
    await signIn(page, DEMO.instructor);
    await page.goto('/admin/courses');
    const menu = page.getByTestId('admin-menu-item');
    await expect(menu.filter({ hasText: 'Courses' })).toBeVisible();
    await expect(menu.filter({ hasText: 'Dashboard' })).toHaveCount(0);

    // Typing the address leads back to the instructor's own pages, and the API refuses too.
    await page.goto('/admin/dashboard');
    await expect(page).not.toHaveURL(/\/admin\/dashboard/);
    const res = await page.request.get(DASHBOARD_API);
    expect(res.status()).toBe(403);
  });
});
