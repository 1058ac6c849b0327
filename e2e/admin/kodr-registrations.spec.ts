import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import {
  expect,
  seriousViolations,
  raiseKodrCapacity,
  runTag,
  search,
  seedKodrRegistrations,
  storageKeys,
  test,
  type SeededRegistration,
} from '../support/admin.ts';

const PAGE = '/admin/kodr-registrations';
const LIST_PATH = '/api/v1/admin/kodr';
const COUNT = 28; // six pages of five: more than the five page buttons shown

const HEADERS = [
  'S. No.',
  'Name',
  'Email',
  'Contact',
  'Education',
  'Experience',
  'Call Status',
  'Status',
  'Payment Status',
  'Registration Date',
];

let tag: string;
let seeded: SeededRegistration[];

test.beforeAll(async ({ adminApi }) => {
  tag = runTag();
  await raiseKodrCapacity(adminApi, COUNT);
  seeded = await seedKodrRegistrations(adminApi, tag, COUNT);
});

const rows = (page: Page) => page.getByTestId('kodr-row');
const firstSerial = (page: Page) => rows(page).first().locator('td').first();

/** Opens the page filtered to this run's registrations (newest first: Learner 28 on top). */
async function openRun(page: Page, query = '') {
  await page.goto(`${PAGE}?search=${tag}${query}`);
  await expect(rows(page).first()).toContainText(`${tag} Learner`);
}

async function changeField(page: Page, testId: string, value: string) {
  const saved = page.waitForResponse(
    (res) => res.request().method() === 'PATCH' && res.url().includes('/api/v1/admin/kodr/'),
  );
  await page.getByTestId(testId).selectOption(value);
  expect((await saved).status()).toBe(200);
}

test('shows the ten columns, the registration and its serial number', async ({ page }) => {
  await openRun(page);
  await expect(page.locator('thead th')).toHaveText(HEADERS);
  const newest = seeded.at(-1)!;
  const row = rows(page).first();
  await expect(row.locator('td')).toHaveText([
    '1',
    newest.name,
    newest.email,
    newest.contact,
    'B.Tech / B.E.',
    'Beginner',
    /Not picked/,
    /Pending/,
    /Pending/,
    /\d{2} \w{3} \d{4}/,
  ]);
  await expect(page.getByTestId('page-range')).toHaveText(`Showing 1–10 of ${COUNT} registrations`);
});

test('the three status dropdowns update in place and persist after a reload', async ({ page }) => {
  const target = seeded[0]!;
  await page.goto(`${PAGE}?search=${encodeURIComponent(target.email)}`);
  await expect(rows(page)).toHaveCount(1);

  await changeField(page, `kodr-callStatus-${target.id}`, 'picked');
  await changeField(page, `kodr-status-${target.id}`, 'onhold');
  await changeField(page, `kodr-paymentStatus-${target.id}`, 'paid');

  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId(`kodr-callStatus-${target.id}`)).toHaveValue('picked');
  await expect(page.getByTestId(`kodr-status-${target.id}`)).toHaveValue('onhold');
  await expect(page.getByTestId(`kodr-paymentStatus-${target.id}`)).toHaveValue('paid');
});

test('a failing change shows a spinner, the error toast, and reloads the server value', async ({
  page,
}) => {
  const target = seeded[1]!;
  await page.goto(`${PAGE}?search=${encodeURIComponent(target.email)}`);
  const select = page.getByTestId(`kodr-status-${target.id}`);
  await expect(select).toHaveValue('pending');

  await page.route('**/api/v1/admin/kodr/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Internal Server Error' }),
    });
  });
  const reloaded = page.waitForRequest(
    (req) => req.method() === 'GET' && new URL(req.url()).pathname === LIST_PATH,
  );
  await select.selectOption('inactive');
  // Optimistic: the new value shows at once, with a spinner on that field only.
  await expect(select).toHaveValue('inactive');
  await expect(page.getByTestId(`kodr-status-${target.id}-spinner`)).toBeVisible();
  await expect(page.getByTestId(`kodr-callStatus-${target.id}-spinner`)).toHaveCount(0);

  await expect(page.getByText('Failed to update registration status')).toBeVisible();
  await reloaded;
  await expect(select).toHaveValue('pending');
  await expect(page.getByTestId(`kodr-status-${target.id}-spinner`)).toHaveCount(0);
});

test('search by name, email and contact finds the right row and goes back to page 1', async ({
  page,
}) => {
  const target = seeded[6]!;
  for (const text of [target.name, target.email, target.contact]) {
    await openRun(page, '&limit=5&page=2');
    await expect(page.getByTestId('page-button-2')).toHaveAttribute('aria-current', 'page');
    await search(page, 'kodr-search', text, LIST_PATH);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(target.name);
    await expect(rows(page).first()).toContainText(target.email);
    await expect(page.getByTestId('page-button-1')).toHaveAttribute('aria-current', 'page');
    await expect(page).not.toHaveURL(/[?&]page=/);
  }
});

test('the search waits 500 ms after typing before it asks the server', async ({ page }) => {
  await page.goto(PAGE);
  await expect(rows(page).first()).toBeVisible();
  const requests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === LIST_PATH) requests.push(req.url());
  });
  await page.getByTestId('kodr-search').pressSequentially(`${tag} Learner 0`, { delay: 40 });
  await page.waitForTimeout(250);
  expect(requests).toHaveLength(0);
  await expect.poll(() => requests.length, { timeout: 3_000 }).toBe(1);
  expect(new URL(requests[0]!).searchParams.get('name')).toBe(`${tag} Learner 0`);
  await expect(rows(page)).toHaveCount(9);
});

test('changing the page size goes back to page 1 and survives a reload', async ({ page }) => {
  await openRun(page, '&limit=5&page=3');
  await expect(firstSerial(page)).toHaveText('11');
  await page.getByTestId('page-size').selectOption('25');
  await expect(page.getByTestId('page-button-1')).toHaveAttribute('aria-current', 'page');
  await expect(rows(page)).toHaveCount(25);
  await expect(firstSerial(page)).toHaveText('1');
  await expect(page.getByTestId('page-range')).toHaveText(`Showing 1–25 of ${COUNT} registrations`);
  await page.reload();
  await expect(rows(page)).toHaveCount(25);
  await expect(page.getByTestId('page-size')).toHaveValue('25');
});

test('at most five page buttons, which move between pages', async ({ page }) => {
  await openRun(page, '&limit=5');
  const buttons = page.locator('[data-testid^="page-button-"]');
  await expect(buttons).toHaveText(['1', '2', '3', '4', '5']);
  await page.getByTestId('page-button-3').click();
  await expect(page.getByTestId('page-button-3')).toHaveAttribute('aria-current', 'page');
  // Serial numbers continue across pages: (page - 1) * limit + i + 1.
  await expect(firstSerial(page)).toHaveText('11');
  await page.getByTestId('page-button-5').click();
  await expect(firstSerial(page)).toHaveText('21');
  await page.getByTestId('page-next').click();
  await expect(page.getByTestId('page-button-6')).toHaveAttribute('aria-current', 'page');
  await expect(buttons).toHaveText(['2', '3', '4', '5', '6']);
  await expect(rows(page)).toHaveCount(COUNT - 25);
  await expect(page.getByTestId('page-next')).toBeDisabled();
});

test('go-to-page accepts only 1..total pages, otherwise resets to the current page', async ({
  page,
}) => {
  await openRun(page, '&limit=5&page=2');
  const input = page.getByTestId('goto-page');
  await expect(input).toHaveValue('2');
  for (const wrong of ['99', '0', '7']) {
    await input.fill(wrong);
    await input.press('Enter');
    await expect(input).toHaveValue('2');
    await expect(page.getByTestId('page-button-2')).toHaveAttribute('aria-current', 'page');
  }
  await input.fill('6');
  await input.press('Enter');
  await expect(page.getByTestId('page-button-6')).toHaveAttribute('aria-current', 'page');
  await expect(input).toHaveValue('6');
  await expect(firstSerial(page)).toHaveText('26');
});

test('filters by status with repeated query values, and by date range', async ({
  page,
  adminApi,
}) => {
  const paid = seeded[4]!;
  const patched = await adminApi.patch(`/api/v1/admin/kodr/${paid.id}`, {
    data: { paymentStatus: 'paid' },
  });
  expect(patched.ok()).toBeTruthy();
  await openRun(page);
  const filtered = page.waitForRequest((req) => {
    const url = new URL(req.url());
    return url.pathname === LIST_PATH && url.searchParams.getAll('callStatus').length === 2;
  });
  await page.getByTestId('filter-callStatus-picked').click();
  await page.getByTestId('filter-callStatus-notpicked').click();
  const url = new URL((await filtered).url());
  expect(url.searchParams.getAll('callStatus')).toEqual(['picked', 'notpicked']);
  await expect(page).toHaveURL(/callStatus=picked&callStatus=notpicked/);

  await page.getByTestId('filter-paymentStatus-paid').click();
  await expect(rows(page).filter({ hasText: paid.name })).toHaveCount(1);
  for (const row of await rows(page).all()) {
    await expect(row.getByTestId(/kodr-paymentStatus-/)).toHaveValue('paid');
  }
  await page.getByTestId('clear-filters').click();

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await openRun(page, `&startDate=${today}&endDate=${today}&limit=50`);
  await expect(rows(page)).toHaveCount(COUNT);
  await page.goto(`${PAGE}?search=${tag}&startDate=2020-01-01&endDate=2020-01-31`);
  await expect(page.getByText('No registrations found.')).toBeVisible();
});

test('shows the empty state when nothing matches', async ({ page }) => {
  await openRun(page);
  await search(page, 'kodr-search', `${tag}nobody`, LIST_PATH);
  await expect(page.getByText('No registrations found.')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test('a failed load says so and retries', async ({ page }) => {
  let fail = true;
  await page.route(
    (url) => url.pathname === LIST_PATH,
    (route) => (fail ? route.fulfill({ status: 500, body: '' }) : route.fallback()),
  );
  await page.goto(`${PAGE}?search=${tag}`);
  await expect(page.getByText('Failed to fetch kodr registrations')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(rows(page)).toHaveCount(10);
});

test('Export CSV downloads the current filter', async ({ page }) => {
  const target = seeded[2]!;
  await page.goto(`${PAGE}?search=${encodeURIComponent(target.email)}`);
  await expect(rows(page)).toHaveCount(1);
  const href = await page.getByTestId('export-csv').getAttribute('href');
  expect(href).toContain('/api/v1/admin/kodr/export?');
  expect(new URL(href!, 'http://x').searchParams.get('email')).toBe(target.email);
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toContain(target.email);
  expect(text).not.toContain(seeded[3]!.email);
});

test('leaving the page clears the stored kodr entries from local storage', async ({ page }) => {
  await openRun(page);
  await expect.poll(() => storageKeys(page, 'kodrRegistrations')).not.toHaveLength(0);
  await page.getByRole('link', { name: 'Callback Data' }).first().click();
  await expect(page).toHaveURL(/\/admin\/callbacks/);
  await expect.poll(() => storageKeys(page, 'kodrRegistrations')).toHaveLength(0);
});

test('cohort settings show the fee with GST and save', async ({ page }) => {
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Cohort settings' }).click();
  const drawer = page.getByTestId('kodr-cohort-drawer');
  await expect(drawer.getByTestId('cohort-fee')).toHaveText('₹82,599');
  const baseFee = drawer.getByTestId('cohort-baseFee');
  await baseFee.fill('70000');
  await expect(drawer.getByTestId('cohort-fee')).toHaveText('₹82,600');
  await baseFee.fill('69999');
  const title = await drawer.getByTestId('cohort-title').inputValue();
  await drawer.getByRole('button', { name: 'Add topic' }).first().click();
  await drawer.getByLabel('Phase 1 topic 6').fill('');
  await drawer.getByTestId('cohort-title').fill('');
  await page.getByTestId('cohort-save').click();
  await expect(drawer.getByText('Title is required')).toBeVisible();
  await expect(drawer.getByText('Topics cannot be empty')).toBeVisible();
  await drawer.getByRole('button', { name: 'Remove topic 6 of phase 1' }).click();
  await drawer.getByTestId('cohort-title').fill(title);
  await page.getByTestId('cohort-save').click();
  await expect(page.getByText('Cohort details saved')).toBeVisible();
  await expect(drawer).toHaveCount(0);
});

test('has no serious accessibility violations, on desktop and phone', async ({ page }) => {
  await openRun(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows(page).first()).toContainText('Call Status');
  expect(await seriousViolations(page)).toEqual([]);
});
