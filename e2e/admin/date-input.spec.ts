import { COURSES_MSG, type Batch, type Course } from '@app/shared';

import { expect, runTag, test } from '../support/admin.ts';

/**
 * Issue 15: date fields showed the browser's own order (mm/dd/yyyy in an American browser).
 * They read and write dd/mm/yyyy whatever the locale and zone, and save the day that was typed.
 */
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

test('a date field reads dd/mm/yyyy in an en-US browser and saves the day typed', async ({
  page,
  adminApi,
}) => {
  const created = await adminApi.post('/api/v1/admin/courses', {
    data: { title: `${runTag()} Dates`, price: 12000, discountPercentage: 0, duration_weeks: 8 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const course = ((await created.json()) as { data: { course: Course } }).data.course;

  await page.goto(`/admin/courses/${course._id}/new/batch`);
  await expect(page.getByRole('heading', { level: 1, name: 'New batch' })).toBeVisible();
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');

  // The default start shows day first; the label still names the field.
  const start = page.getByLabel('Start date', { exact: true });
  await expect(start).toHaveAttribute('data-testid', 'batch-form-start');
  await expect(start).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await expect(start).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);

  // A day the calendar has not got is refused in plain words, as soon as the year is typed.
  await start.fill('31/02/2031');
  await expect(page.getByText('31/02/2031 is not a date: February 2031 has 28 days')).toBeVisible();
  await expect(start).toHaveAttribute('aria-invalid', 'true');

  // 3/4/2031 is the 3rd of April, tidied to 03/04/2031 when the field is left.
  await start.fill('3/4/2031');
  await start.blur();
  await expect(start).toHaveValue('03/04/2031');
  await expect(page.getByText(/is not a date/)).toBeHidden();

  // The calendar, by keyboard: Alt+Down opens it on the day typed, → and Enter pick the next.
  const end = page.getByTestId('batch-form-end');
  await end.fill('30/06/2031');
  await end.press('Alt+ArrowDown');
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('grid')).toHaveAccessibleName(/June 2031/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(end).toHaveValue('01/07/2031');
  await expect(end).toBeFocused();

  // Escape closes the calendar and nothing else.
  await page.getByTestId('batch-form-enrolment-end-calendar').click();
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'New batch' })).toBeVisible();

  await page.getByTestId('batch-form-enrolment-end').fill('01.04.2031');
  await page.getByTestId('batch-form-name').fill(`${runTag()} April batch`);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/admin/batches') && r.request().method() === 'POST',
  );
  await page.getByTestId('batch-form-submit').click();
  const body = (await (await saved).json()) as { data: { createdBatch: Batch } };
  expect(body.data.createdBatch).toMatchObject({
    startDate: '2031-04-03',
    endDate: '2031-07-01',
    enrollmentEndDate: '2031-04-01',
  });
  await expect(page.getByText(COURSES_MSG.batchCreated).first()).toBeVisible();
  // Shown back in the product's one format.
  await expect(page.getByText('3 Apr 2031 –').first()).toBeVisible();
});
