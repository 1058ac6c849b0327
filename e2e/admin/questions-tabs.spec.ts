import type { Page } from '@playwright/test';

import { seriousViolations } from '../support/admin.ts';
import { expect, test } from './questions-helpers.ts';

type Kind = 'mcq' | 'coding' | 'fib';

/** A column only that bank's table has (each table reads fields only its rows carry). */
const OWN_COLUMN: Record<Kind, string> = { mcq: 'Question', coding: 'Languages', fib: 'Answer' };
const LIST_PATH: Record<Kind, string> = {
  mcq: '/api/v1/admin/mcqs/all',
  coding: '/api/v1/admin/coding-problems',
  fib: '/api/v1/admin/fillintheblank',
};

/**
 * Issue 15: switching tabs showed the other bank's rows to the new tab's columns while its list
 * loaded ("Cannot read properties of undefined (reading 'map')"). Every list answer is held back
 * a little here, so each switch spends a moment loading, as on a slow network.
 */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const lists = new Set(Object.values(LIST_PATH));
  await page.route(
    (url) => lists.has(url.pathname),
    async (route) => {
      await new Promise((r) => setTimeout(r, 250));
      await route.continue();
    },
  );
  return errors;
}

async function switchTo(page: Page, kind: Kind, errors: string[]) {
  await page.getByTestId(`tab-${kind}`).click();
  await expect(page.getByTestId(`tab-${kind}`)).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('tabpanel');
  await expect(table.getByRole('columnheader', { name: OWN_COLUMN[kind] })).toBeVisible();
  await expect(page.getByTestId('question-row').first()).toBeVisible();
  await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0);
  expect(errors).toEqual([]);
}

test.describe('question bank tabs', () => {
  test('every switch between the three banks, before and after each list has loaded', async ({
    page,
  }) => {
    test.slow();
    const errors = await watch(page);
    const kinds: Kind[] = ['mcq', 'coding', 'fib'];

    // Without data: a fresh page of each bank, then a switch to a bank not loaded yet.
    for (const from of kinds) {
      for (const to of kinds.filter((k) => k !== from)) {
        await page.goto(from === 'mcq' ? '/admin/questions' : `/admin/questions?type=${from}`);
        await expect(
          page.getByRole('tabpanel').getByRole('columnheader', { name: OWN_COLUMN[from] }),
        ).toBeVisible();
        await expect(page.getByTestId('question-row').first()).toBeVisible();
        await switchTo(page, to, errors);
      }
    }

    // With data: every bank's first page is cached now; all six directions again.
    for (const [from, to] of [
      ['mcq', 'coding'],
      ['coding', 'fib'],
      ['fib', 'mcq'],
      ['mcq', 'fib'],
      ['fib', 'coding'],
      ['coding', 'mcq'],
    ] as [Kind, Kind][]) {
      await switchTo(page, from, errors);
      await switchTo(page, to, errors);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
