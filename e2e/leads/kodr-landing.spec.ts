import AxeBuilder from '@axe-core/playwright';

import { KODR_MSG } from '@app/shared';

import { fillDate } from '../support/dates.ts';
import { withoutServerData } from '../support/server-render.ts';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import {
  fillRegistration,
  findRegistration,
  newRegistrant,
  openLanding,
} from './landing-helpers.ts';

const REQUIRED_MESSAGES = {
  fullName: KODR_MSG.fullNameRequired,
  email: KODR_MSG.emailRequired,
  contact: KODR_MSG.contactRequired,
  education: KODR_MSG.educationRequired,
  dob: KODR_MSG.dobRequired,
  tnc: KODR_MSG.tncRequired,
} as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('/kodr landing page', () => {
  test('shows the cohort: title, start date, fee with GST, poster, slogans and schedule', async ({
    page,
  }) => {
    await openLanding(page);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toContainText('Kodr 3.0');
    await expect(title).toContainText('100-Day In-House Coding Bootcamp');
    await expect(page).toHaveTitle(/Kodr 3\.0/);
    // The next cohort, never a date that has passed (issue 15): 'Starts on: <d Month yyyy>'.
    await expect(page.getByTestId('kodr-start-date')).toHaveText(
      /^Starts on: \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    );
    await expect(page.getByTestId('kodr-fee')).toHaveText('₹82,599');
    await expect(page.getByTestId('kodr-fee-breakdown')).toContainText('₹69,999 + 18% GST');

    const schedule = page.getByTestId('kodr-schedule');
    await expect(schedule).toContainText('Monday to Saturday');
    await expect(schedule).toContainText('10:00 AM to 2:00 PM');
    await expect(schedule).toContainText('4 hours of non-stop coding daily');

    await expect(page.getByTestId('kodr-slogans').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('kodr-slogans')).toContainText('Code every single day');

    const poster = page.getByTestId('kodr-poster');
    await expect(poster).toHaveAttribute('loading', 'lazy');
    await expect(poster).toHaveAttribute('src', '/images/kodr-poster.svg');
    await expect(poster).toHaveAttribute('width', '800');
    await expect(poster).toHaveAttribute('height', '1000');
    await poster.scrollIntoViewIfNeeded();
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the syllabus shows five phases, the first open, one or none open at a time', async ({
    page,
  }) => {
    await openLanding(page);
    const phases = page.getByTestId('syllabus-phase');
    await expect(phases).toHaveCount(5);
    const toggles = page.getByTestId('syllabus-toggle');
    await expect(toggles).toHaveText(['Collapse', 'Expand', 'Expand', 'Expand', 'Expand']);
    await expect(phases.nth(0)).toHaveAttribute('data-state', 'open');
    await expect(page.getByText('Modern JavaScript and TypeScript')).toBeVisible();
    await expect(page.getByText('Calling LLM APIs from a backend')).toBeHidden();

    // Opening phase 2 closes phase 1.
    await page.getByTestId('syllabus-trigger').nth(1).click();
    await expect(toggles).toHaveText(['Expand', 'Collapse', 'Expand', 'Expand', 'Expand']);
    await expect(page.getByText('Calling LLM APIs from a backend')).toBeVisible();
    await expect(page.getByText('Modern JavaScript and TypeScript')).toBeHidden();
    await expect(page.getByTestId('syllabus-trigger').nth(1)).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // Clicking the open one closes it: none open.
    await page.getByTestId('syllabus-trigger').nth(1).click();
    await expect(toggles).toHaveText(['Expand', 'Expand', 'Expand', 'Expand', 'Expand']);
    await expect(page.locator('[data-testid="syllabus-phase"][data-state="open"]')).toHaveCount(0);

    await page.getByTestId('syllabus-trigger').nth(4).click();
    await expect(phases.nth(4)).toHaveAttribute('data-state', 'open');
    await expect(page.getByText('Deploy it and present a live demo')).toBeVisible();
  });

  test('Register Now scrolls smoothly down to the registration form', async ({ page }) => {
    await openLanding(page);
    const form = page.getByTestId('kodr-fullName');
    await expect(form).not.toBeInViewport();
    // Sample the scroll position every frame: a smooth scroll passes through many positions.
    const positions = await page.evaluate(async () => {
      const seen: number[] = [];
      document.querySelector<HTMLElement>('[data-testid="kodr-register-now"]')!.click();
      const end = performance.now() + 2500;
      while (performance.now() < end) {
        seen.push(Math.round(window.scrollY));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return seen;
    });
    const distinct = new Set(positions);
    expect(distinct.size).toBeGreaterThan(5);
    expect(positions.at(-1)!).toBeGreaterThan(1000);
    await expect(form).toBeInViewport();
  });

  test('a Request a callback button on the page opens the callback popup', async ({ page }) => {
    await openLanding(page);
    await page.getByTestId('kodr-callback').click();
    await expect(page.getByTestId('callback-modal')).toBeVisible();
    await expect(page.getByTestId('callback-notes')).toBeVisible();
  });

  test('an empty submit shows every field message, and each clears as its field is edited', async ({
    page,
  }) => {
    await openLanding(page);
    await page.getByTestId('kodr-submit').click();
    for (const message of Object.values(REQUIRED_MESSAGES)) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('alert')).toHaveCount(6);
    // Experience has its default, so it never complains.
    await expect(page.getByTestId('kodr-experience')).toHaveValue('beginner');

    const r = newRegistrant('clear');
    const edits: [keyof typeof REQUIRED_MESSAGES, () => Promise<unknown>][] = [
      ['fullName', () => page.getByTestId('kodr-fullName').fill('M')],
      // One character is not an e-mail yet, but the error only clears while typing.
      ['email', () => page.getByTestId('kodr-email').fill('m')],
      ['contact', () => page.getByTestId('kodr-contact').fill('9')],
      ['education', () => page.getByTestId('kodr-education').selectOption(r.education)],
      ['dob', () => fillDate(page.getByTestId('kodr-dob'), r.dob)],
      ['tnc', () => page.getByTestId('kodr-tnc').check()],
    ];
    let remaining = 6;
    for (const [field, edit] of edits) {
      await edit();
      remaining -= 1;
      await expect(page.getByText(REQUIRED_MESSAGES[field], { exact: true })).toBeHidden();
      await expect(page.getByRole('alert')).toHaveCount(remaining);
    }
    await expect(page.getByText(KODR_MSG.emailInvalid)).toBeHidden();
  });

  test('an invalid email and an invalid contact get their own messages', async ({ page }) => {
    await openLanding(page);
    const r = newRegistrant('invalid');
    await fillRegistration(page, { ...r, email: 'meera@example', contact: 'call me' });
    await page.getByTestId('kodr-submit').click();
    await expect(page.getByText(KODR_MSG.emailInvalid, { exact: true })).toBeVisible();
    await expect(page.getByText(KODR_MSG.contactInvalid, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(2);

    await page.getByTestId('kodr-email').fill('meera krishnan@example.com');
    await page.getByTestId('kodr-contact').fill('12345');
    await page.getByTestId('kodr-submit').click();
    await expect(page.getByText(KODR_MSG.emailInvalid, { exact: true })).toBeVisible();
    await expect(page.getByText(KODR_MSG.contactInvalid, { exact: true })).toBeVisible();
    await expect(page.getByTestId('kodr-success')).toHaveCount(0);
  });

  test('a valid registration shows the success text, is stored, and a repeat gets a clear 409', async ({
    page,
    request,
  }) => {
    await openLanding(page);
    const before = await readSeatsLeft(request);
    const r = newRegistrant('valid');
    await fillRegistration(page, r);
    const answer = page.waitForResponse(
      (res) =>
        res.url().endsWith('/api/v1/kodr/registrations') && res.request().method() === 'POST',
    );
    await page.getByTestId('kodr-submit').click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByTestId('kodr-success')).toContainText(KODR_MSG.submitted);
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: KODR_MSG.submitted }),
    ).toBeVisible();

    const stored = await findRegistration(request, r.email);
    expect(stored).toMatchObject({
      name: r.fullName,
      email: r.email,
      education: r.education,
      experience: r.experience,
      dob: r.dob,
    });
    expect(await readSeatsLeft(request)).toBe(before - 1);

    // The same e-mail again, from a fresh page: the server's 409 message shows on the form.
    await openLanding(page);
    await fillRegistration(page, { ...r, contact: newRegistrant('other').contact });
    await page.getByTestId('kodr-submit').click();
    await expect(page.getByTestId('kodr-error-form')).toHaveText(KODR_MSG.duplicateEmail);
    await expect(page.getByTestId('kodr-success')).toHaveCount(0);
  });

  test('with no seats left the form is replaced by a closed panel with a callback button', async ({
    page,
  }) => {
    await withoutServerData(page);
    await page.route('**/api/v1/kodr/cohort', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { cohort: { seatsLeft: number } } };
      body.data.cohort.seatsLeft = 0;
      await route.fulfill({ response: res, json: body });
    });
    await openLanding(page);
    await expect(page.getByTestId('kodr-closed')).toContainText(
      'Registrations closed — all seats are taken',
    );
    await expect(page.getByTestId('kodr-submit')).toHaveCount(0);
    await expect(page.getByTestId('kodr-register-now')).toHaveCount(0);
    await page
      .getByTestId('kodr-closed')
      .getByRole('button', { name: 'Request a callback' })
      .click();
    await expect(page.getByTestId('callback-modal')).toBeVisible();
  });

  test('a failed load shows an error with a retry that recovers', async ({ page }) => {
    await withoutServerData(page);
    let fail = true;
    await page.route('**/api/v1/kodr/cohort', (route) =>
      fail
        ? route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable' } })
        : route.fallback(),
    );
    await page.goto('/kodr');
    await expect(page.getByTestId('kodr-load-error')).toContainText('Service unavailable');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('kodr-title')).toBeVisible();
  });
});

test('the landing page, its form errors and the callback popup pass axe-core', async ({ page }) => {
  await openLanding(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('kodr-submit').click();
  await expect(page.getByRole('alert')).toHaveCount(6);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('kodr-callback').click();
  await page.getByTestId('callback-submit').click();
  await expect(page.getByTestId('callback-modal').getByRole('alert')).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);
});

async function readSeatsLeft(request: APIRequestContext) {
  const res = await request.get('/api/v1/kodr/cohort');
  const body = (await res.json()) as { data: { cohort: { seatsLeft: number } } };
  return body.data.cohort.seatsLeft;
}
