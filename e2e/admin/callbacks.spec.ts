import type { APIRequestContext, Page } from '@playwright/test';

import { expect, runTag, search, seriousViolations, test, uniqueMobile } from '../support/admin.ts';

const PAGE = '/admin/callbacks';
const LIST_PATH = '/api/v1/admin/callbacks';

type Seeded = { name: string; number: string; notes: string };

let tag: string;
let callbacks: Seeded[];

/** Files a callback request through the public endpoint the popup uses. */
async function requestCallback(api: APIRequestContext, seed: Seeded, utmSource?: string) {
  const res = await api.post('/api/v1/request-callbacks', {
    data: {
      name: seed.name,
      contact: { code: '+91', number: seed.number },
      enquiryFor: 'offline',
      notes: seed.notes,
      ...(utmSource ? { utm: { source: utmSource, medium: 'social', campaign: 'e2e' } } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.beforeAll(async ({ adminApi }) => {
  tag = runTag();
  callbacks = [1, 2, 3].map((i) => ({
    name: `${tag} Caller${'abc'[i - 1]}`,
    number: uniqueMobile('9', i),
    notes: `Wants the weekend batch (${tag} ${i})`,
  }));
  for (const [i, seed] of callbacks.entries()) {
    await requestCallback(adminApi, seed, i === 0 ? 'instagram' : undefined);
  }
});

const rows = (page: Page) => page.getByTestId('callback-row');
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });

async function idOf(page: Page, name: string): Promise<string> {
  const id = await rowOf(page, name).getAttribute('data-row-id');
  expect(id).toBeTruthy();
  return id!;
}

async function patchAnswered(page: Page) {
  const res = await page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/v1/admin/callbacks/'),
  );
  expect(res.status()).toBe(200);
}

test('a callback requested on the site shows up with its details', async ({ page }) => {
  const first = callbacks[0]!;
  await page.goto(`${PAGE}?search=${tag}`);
  await expect(rows(page)).toHaveCount(3);
  const row = rowOf(page, first.name);
  const formatted = `+91 ${first.number.slice(0, 5)} ${first.number.slice(5)}`;
  await expect(row).toContainText(formatted);
  await expect(row).toContainText('Offline');
  await expect(row).toContainText(first.notes);
  await expect(row).toContainText('instagram');
  await expect(row.getByTestId(/callback-status-/)).toHaveValue('new');
  await expect(row.getByTestId(/callback-assignee-/)).toHaveValue('');
});

test('follow-up status and assignee change in place and persist after a reload', async ({
  page,
}) => {
  const target = callbacks[1]!;
  await page.goto(`${PAGE}?search=${encodeURIComponent(target.name)}`);
  await expect(rows(page)).toHaveCount(1);
  const id = await idOf(page, target.name);

  const status = page.getByTestId(`callback-status-${id}`);
  let saved = patchAnswered(page);
  await status.selectOption('contacted');
  await expect(status).toHaveValue('contacted');
  await saved;

  const assignee = page.getByTestId(`callback-assignee-${id}`);
  await expect(assignee).toBeEnabled();
  saved = patchAnswered(page);
  await assignee.selectOption({ label: 'Asha Rao' });
  await saved;

  await page.reload();
  await expect(page.getByTestId(`callback-status-${id}`)).toHaveValue('contacted');
  await expect(page.getByTestId(`callback-assignee-${id}`).locator('option:checked')).toHaveText(
    'Asha Rao',
  );

  // The tab counts follow, and "Assigned to: Me" finds it.
  await expect(page.getByTestId('callback-tab-contacted')).toContainText('1');
  await page.getByTestId('filter-assigned').selectOption('me');
  await expect(page).toHaveURL(/assigned=me/);
  await expect(rows(page)).toHaveCount(1);
  await page.getByTestId('filter-assigned').selectOption('none');
  await expect(page.getByText('No callback requests found.')).toBeVisible();
});

test('staff notes are saved from the details drawer', async ({ page }) => {
  const target = callbacks[2]!;
  await page.goto(`${PAGE}?search=${encodeURIComponent(target.name)}`);
  // A click anywhere on the row (but not on its controls) opens the details.
  await rowOf(page, target.name).getByText(target.notes).click();
  const drawer = page.getByTestId('callback-drawer');
  await expect(drawer).toContainText(target.notes);
  const note = `Called at 11, call back after 6 pm (${tag})`;
  await drawer.getByTestId('callback-notes-input').fill(note);
  await drawer.getByTestId('callback-notes-save').click();
  await expect(page.getByText('Callback request updated')).toBeVisible();
  await expect(drawer).toHaveCount(0);

  await page.reload();
  await expect(rowOf(page, target.name)).toContainText(note);
  await page.getByTestId(`callback-open-${await idOf(page, target.name)}`).click();
  await expect(page.getByTestId('callback-notes-input')).toHaveValue(note);
});

test('search finds a request by name or contact and goes back to page 1', async ({ page }) => {
  const target = callbacks[0]!;
  for (const text of [target.name, target.number]) {
    await page.goto(`${PAGE}?search=${tag}&limit=5`);
    await expect(rows(page)).toHaveCount(3);
    await search(page, 'callback-search', text, LIST_PATH);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(target.name);
  }
  await page.goto(`${PAGE}?limit=5&page=2`);
  await search(page, 'callback-search', `${tag}nobody`, LIST_PATH);
  await expect(page.getByText('No callback requests found.')).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]page=/);
});

test('the status tabs filter the list', async ({ page }) => {
  await page.goto(`${PAGE}?search=${tag}`);
  await expect(rows(page)).toHaveCount(3);
  const filtered = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === LIST_PATH && url.searchParams.get('followUpStatus') === 'new';
  });
  await page.getByTestId('callback-tab-new').click();
  await filtered;
  await expect(page.getByTestId('callback-tab-new')).toHaveAttribute('aria-selected', 'true');
  // Every row left is a new one (read as one list: the rows change when the answer arrives).
  const statuses = () =>
    rows(page)
      .getByTestId(/callback-status-/)
      .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value));
  await expect.poll(statuses).toEqual(expect.arrayContaining(['new']));
  await expect.poll(async () => (await statuses()).every((s) => s === 'new')).toBe(true);
  await page.getByTestId('callback-tab-all').click();
  await expect(page).not.toHaveURL(/followUpStatus/);
});

test('has no serious accessibility violations, with the drawer open too', async ({ page }) => {
  await page.goto(`${PAGE}?search=${tag}`);
  await expect(rows(page)).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId(`callback-open-${await idOf(page, callbacks[0]!.name)}`).click();
  await expect(page.getByTestId('callback-drawer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
