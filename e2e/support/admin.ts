import AxeBuilder from '@axe-core/playwright';

import type { KodrCohort } from '@app/shared';

import { DEMO, signIn } from './session.ts';
import {
  expect,
  request as playwrightRequest,
  test as base,
  type APIRequestContext,
  type Page,
} from './test.ts';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

/**
 * Tests that run signed in as the super admin. The sign-in goes through the real OTP page once
 * per worker (the OTP send limit is per phone per hour) and its cookies are reused by every test.
 */
export const test = base.extend<{ adminApi: APIRequestContext }, { adminState: StorageState }>({
  adminState: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: BASE_URL });
      const page = await context.newPage();
      await signIn(page, DEMO.superAdmin);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminState }, use) => use(adminState),
  /** An API client with the admin's cookies, for setting data up. */
  adminApi: async ({ adminState }, use) => {
    const api = await playwrightRequest.newContext({ baseURL: BASE_URL, storageState: adminState });
    await use(api);
    await api.dispose();
  },
});

export { expect };

/** Letters only, so it is a valid name part for both the landing and the callback forms. */
export function runTag(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let tag = '';
  for (let i = 0; i < 6; i++) tag += letters[Math.floor(Math.random() * letters.length)];
  return `Zq${tag}`;
}

/**
 * A 10-digit Indian mobile number unique to this run:
 * `<first digit><6 from the clock><worker><i>` (the two workers may ask in the same millisecond).
 */
export function uniqueMobile(first: '6' | '7' | '8' | '9', index: number): string {
  const clock = String(Date.now()).slice(-6);
  const worker = (process.env.TEST_PARALLEL_INDEX ?? '0').slice(-1);
  return `${first}${clock}${worker}${String(index).padStart(2, '0')}`;
}

export type SeededRegistration = {
  id: string;
  name: string;
  email: string;
  contact: string;
};

/** Makes room in the current cohort so seeding never closes registrations for other specs. */
export async function raiseKodrCapacity(api: APIRequestContext, extraSeats: number) {
  const res = await api.get('/api/v1/admin/kodr/cohort');
  expect(res.ok()).toBeTruthy();
  const { cohort } = ((await res.json()) as { data: { cohort: KodrCohort } }).data;
  const { title, tagline, startDateText, baseFee, gstPercent, capacity } = cohort;
  const put = await api.put('/api/v1/admin/kodr/cohort', {
    data: {
      title,
      tagline,
      startDateText,
      baseFee,
      gstPercent,
      capacity: capacity + extraSeats,
      schedule: cohort.schedule,
      syllabus: cohort.syllabus,
      slogans: cohort.slogans,
      posterUrl: cohort.posterUrl,
    },
  });
  expect(put.ok(), await put.text()).toBeTruthy();
}

/**
 * Registers `count` people for the current Kodr cohort through the public API, oldest first,
 * named "<tag> Learner 01"… so a search for the tag finds exactly them.
 */
export async function seedKodrRegistrations(
  api: APIRequestContext,
  tag: string,
  count: number,
): Promise<SeededRegistration[]> {
  const seeded: SeededRegistration[] = [];
  for (let i = 1; i <= count; i++) {
    const nn = String(i).padStart(2, '0');
    const body = {
      fullName: `${tag} Learner ${nn}`,
      email: `${tag.toLowerCase()}.${nn}@example.com`,
      contact: uniqueMobile('8', i),
      education: 'B.Tech / B.E.',
      experience: 'beginner',
      dob: '2001-05-17',
      tnc: true,
    };
    const res = await api.post('/api/v1/kodr/registrations', { data: body });
    expect(res.status(), await res.text()).toBe(201);
    const { data } = (await res.json()) as { data: { kodrRegistration: { _id: string } } };
    seeded.push({
      id: data.kodrRegistration._id,
      name: body.fullName,
      email: body.email,
      contact: body.contact,
    });
  }
  return seeded;
}

/** Types into a debounced search box and waits for the list request it triggers. */
export async function search(page: Page, testId: string, text: string, path: string) {
  const answered = page.waitForResponse(
    (res) => new URL(res.url()).pathname === path && res.request().method() === 'GET',
  );
  await page.getByTestId(testId).fill(text);
  await answered;
}

/** Every local-storage key that starts with `prefix`. */
export async function storageKeys(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(
    (p) => Object.keys(window.localStorage).filter((key) => key.startsWith(p)),
    prefix,
  );
}

/** axe-core findings of serious or critical impact, as "rule: targets" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Entrance animations (fade/slide-in) would otherwise be measured half-transparent and read as
  // low contrast; wait for every finite animation to end first (spinners run forever: skipped).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // A toast can appear or leave while axe reads the page (its fade is then half-way): toasts are
  // left out here; their colours are the toaster's fixed theme.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
