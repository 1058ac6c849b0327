import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { cohortStartText, istToday, KODR_MSG, type KodrCohort } from '@app/shared';

import { expect, seriousViolations, test } from '../support/admin.ts';
import { fillDate } from '../support/dates.ts';
import { addDays } from '../support/students.ts';
import { fillRegistration, newRegistrant, openLanding } from './landing-helpers.ts';

/**
 * Issue 15: /kodr said 'Starts on: 3 November 2025' and took registrations a year later. Staff
 * set the cohort's start date; the page derives its start line from it, and a cohort whose date
 * has passed closes its form and offers a callback instead (the API refuses too).
 */
let original: KodrCohort;

/** A visitor with no session, in a context of their own (axe needs one). */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

/** The cohort as staff save it, with its start date changed. */
async function putStartDate(api: APIRequestContext, startDate: string | null) {
  const res = await api.get('/api/v1/admin/kodr/cohort');
  const c = ((await res.json()) as { data: { cohort: KodrCohort } }).data.cohort;
  const put = await api.put('/api/v1/admin/kodr/cohort', {
    data: {
      title: c.title,
      tagline: c.tagline,
      startDate,
      startDateText: c.startDateText,
      baseFee: c.baseFee,
      gstPercent: c.gstPercent,
      capacity: c.capacity,
      schedule: c.schedule,
      syllabus: c.syllabus,
      slogans: c.slogans,
      posterUrl: c.posterUrl,
      courseId: c.courseId,
    },
  });
  expect(put.ok(), await put.text()).toBeTruthy();
}

test.beforeAll(async ({ adminApi }) => {
  const res = await adminApi.get('/api/v1/admin/kodr/cohort');
  original = ((await res.json()) as { data: { cohort: KodrCohort } }).data.cohort;
});

// Put the demo cohort's date back for the specs that follow.
test.afterAll(({ adminApi }) => putStartDate(adminApi, original.startDate));

async function setStartDate(page: Page, day: string) {
  await page.goto('/admin/kodr-registrations');
  await page.getByRole('button', { name: 'Cohort settings' }).click();
  const drawer = page.getByTestId('kodr-cohort-drawer');
  const field = drawer.getByTestId('cohort-startDate');
  await fillDate(field, day);
  await expect(drawer.getByText(`Shown as '${cohortStartText(day)}'`)).toBeVisible();
  await page.getByTestId('cohort-save').click();
  await expect(page.getByText(KODR_MSG.cohortSaved)).toBeVisible();
  await expect(drawer).toHaveCount(0);
}

test('the demo cohort is the next one: a Monday ahead, shown as "Starts on: <d Month yyyy>"', async ({
  browser,
}) => {
  expect(original.startDate! > istToday()).toBe(true);
  expect(new Date(`${original.startDate}T00:00:00Z`).getUTCDay()).toBe(1);
  const visitor = await visitorPage(browser);
  await openLanding(visitor);
  await expect(visitor.getByTestId('kodr-start-date')).toHaveText(
    cohortStartText(original.startDate!),
  );
  await expect(visitor.getByTestId('kodr-start-date')).toHaveText(
    /^Starts on: \d{1,2} [A-Z][a-z]+ \d{4}$/,
  );
  await expect(visitor.getByTestId('kodr-fullName')).toBeVisible();
  await visitor.context().close();
});

test('staff set the start date; once it has passed the form closes and a callback is offered', async ({
  page,
  browser,
}) => {
  const next = addDays(istToday(), 40);
  await setStartDate(page, next);
  const visitor = await visitorPage(browser);
  await openLanding(visitor);
  await expect(visitor.getByTestId('kodr-start-date')).toHaveText(cohortStartText(next));

  // The cohort started yesterday.
  const yesterday = addDays(istToday(), -1);
  await setStartDate(page, yesterday);
  await openLanding(visitor);
  await expect(visitor.getByTestId('kodr-start-date')).toHaveText(cohortStartText(yesterday));
  const closed = visitor.getByTestId('kodr-closed');
  await expect(closed).toHaveAttribute('data-reason', 'started');
  await expect(closed).toContainText('Registrations closed — this cohort has started');
  await expect(
    visitor.getByRole('heading', { name: 'This cohort has started', exact: true }),
  ).toBeVisible();
  await expect(visitor.getByTestId('kodr-submit')).toHaveCount(0);
  await expect(visitor.getByTestId('kodr-register-now')).toHaveCount(0);
  await expect(visitor.getByTestId('kodr-seats-left')).toHaveText('Registrations closed');
  expect(await seriousViolations(visitor)).toEqual([]);

  // The API refuses a registration sent anyway, in plain words.
  const r = newRegistrant('started');
  const refused = await visitor.request.post('/api/v1/kodr/registrations', {
    data: { ...r, tnc: true },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ success: false, message: KODR_MSG.cohortStarted });

  await closed.getByRole('button', { name: 'Request a callback' }).click();
  await expect(visitor.getByTestId('callback-modal')).toBeVisible();
  await visitor.context().close();
});

test('a visitor who loaded the form before the start passed is told why, and the form closes', async ({
  browser,
  adminApi,
}) => {
  const visitor = await visitorPage(browser);
  // An open date when the form loads; the cohort starts before the visitor sends it.
  await putStartDate(adminApi, original.startDate);
  await openLanding(visitor);
  await fillRegistration(visitor, newRegistrant('late'));
  await putStartDate(adminApi, addDays(istToday(), -2));
  await visitor.getByTestId('kodr-submit').click();
  await expect(
    visitor.locator('[data-sonner-toast]').filter({ hasText: KODR_MSG.cohortStarted }),
  ).toBeVisible();
  // The page reloads the cohort after the refusal: the form gives way to the closed panel.
  await expect(visitor.getByTestId('kodr-closed')).toHaveAttribute('data-reason', 'started');
  await expect(visitor.getByTestId('kodr-success')).toHaveCount(0);
  await visitor.context().close();
});
