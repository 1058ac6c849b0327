import { DEMO, signIn } from '../support/session.ts';
import {
  expect,
  request as playwrightRequest,
  test as base,
  type APIRequestContext,
  type Locator,
  type Page,
} from '../support/test.ts';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

/**
 * Tests signed in as the demo instructor (menu: questions, courses, whizz, webinars). The OTP
 * sign-in runs once per worker and its cookies are reused.
 */
export const test = base.extend<{ staffApi: APIRequestContext }, { instructorState: StorageState }>(
  {
    instructorState: [
      async ({ browser }, use) => {
        const context = await browser.newContext({ baseURL: BASE_URL });
        const page = await context.newPage();
        await signIn(page, DEMO.instructor);
        const state = await context.storageState();
        await context.close();
        await use(state);
      },
      { scope: 'worker' },
    ],
    storageState: async ({ instructorState }, use) => use(instructorState),
    /** The instructor's cookies for reading what the UI saved. */
    staffApi: async ({ instructorState }, use) => {
      const api = await playwrightRequest.newContext({
        baseURL: BASE_URL,
        storageState: instructorState,
      });
      await use(api);
      await api.dispose();
    },
  },
);

export { expect };

/** A tag unique to this run (letters, so it is a valid tag and easy to search for). */
export function runTag(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let tag = 'qb';
  for (let i = 0; i < 6; i++) tag += letters[Math.floor(Math.random() * letters.length)];
  return tag;
}

/** Types a code into a CodeMirror editor found by its accessible name. */
export async function typeCode(page: Page, label: string, code: string) {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Adds tags to a chip input. */
export async function addTags(page: Page, testId: string, tags: string[]) {
  for (const tag of tags) {
    await page.getByTestId(`${testId}-input`).fill(tag);
    await page.getByTestId(`${testId}-input`).press('Enter');
  }
}

/** Each text must be shown once or more inside `scope`. */
export async function expectMessages(scope: Locator, messages: string[]) {
  for (const m of messages) await expect(scope.getByText(m, { exact: true }).first()).toBeVisible();
}

/** Types into the debounced list search and waits for the list request it triggers. */
/**
 * Types into the bank's search box and answers the list call that carries the text (trimmed or
 * not, so the caller can check which). A refetch of the unfiltered list (after a write) may
 * arrive first; it is not the answer to the search.
 */
export async function searchList(page: Page, text: string, path: string) {
  const answered = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return (
      url.pathname === path &&
      res.request().method() === 'GET' &&
      [...url.searchParams.values()].some((v) => v.trim() === text.trim())
    );
  });
  await page.getByTestId('question-search').fill(text);
  return answered;
}

export const JS_BOILERPLATE = 'function sum(nums) {\n  // return the total of nums\n}\n';
export const JS_DRIVER = [
  '{{USER_CODE}}',
  "const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');",
  "const nums = (lines[1] || '').split(' ').filter(Boolean).map(Number);",
  'console.log(sum(nums));',
  '',
].join('\n');
export const JS_SOLUTION = 'function sum(nums) {\n  return nums.reduce((a, b) => a + b, 0);\n}\n';
