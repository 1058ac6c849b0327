import type { AdminLiveClass, ClassroomBatch } from '@app/shared';

import { BASE_URL, expect, runTag, seriousViolations, test } from '../support/admin.ts';
import { fillDateTime } from '../support/dates.ts';
import { DEMO, readOtp, withPhoneLock } from '../support/session.ts';

/** A join link of our own making: the browser's request to it is answered by the test. */
const JOIN_HOST = 'https://meet.kodeschool-e2e.test';

test.describe('live classes', () => {
  test('a student joins a live class from the classroom; staff see the attendance', async ({
    browser,
    adminApi,
    page,
  }) => {
    const tag = runTag();
    const context = await browser.newContext({ baseURL: BASE_URL });
    await context.route(`${JOIN_HOST}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title><h1>Meeting</h1>' }),
    );
    const student = await context.newPage();
    // signed in through the OTP API (the sign-in page has its own spec)
    await withPhoneLock(DEMO.student, async () => {
      const sent = await student.request.post('/api/v1/users/send-otp', {
        data: { phone: { number: DEMO.student } },
      });
      expect(sent.ok(), await sent.text()).toBeTruthy();
      const login = await student.request.post('/api/v1/users/login', {
        data: {
          phone: { number: DEMO.student },
          otp: await readOtp(student.request, DEMO.student),
        },
      });
      expect(login.ok(), await login.text()).toBeTruthy();
    });
    const mine = await student.request.get('/api/v1/classroom');
    expect(mine.ok(), await mine.text()).toBeTruthy();
    const { batches } = ((await mine.json()) as { data: { batches: ClassroomBatch[] } }).data;
    const item = batches[0]!;
    const batchId = item.batch._id;

    // staff schedule a class that starts in five minutes (the join window is open)
    const joinLink = `${JOIN_HOST}/${tag.toLowerCase()}`;
    const start = new Date(Date.now() + 5 * 60_000);
    start.setUTCSeconds(0, 0);
    const created = await adminApi.post(`/api/v1/admin/batches/${batchId}/live-classes`, {
      data: {
        title: `${tag} Live debugging`,
        startsAt: start.toISOString(),
        durationMinutes: 60,
        joinLink,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const [liveClass] = ((await created.json()) as { data: { liveClasses: AdminLiveClass[] } }).data
      .liveClasses;

    await student.goto(`/classroom?batch=${batchId}`);
    const card = student.getByTestId('live-next');
    await expect(card.getByTestId('live-next-title')).toHaveText(`${tag} Live debugging`);
    await expect(card.getByTestId('live-countdown')).toContainText('Starts in');
    expect(await seriousViolations(student)).toEqual([]);

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      card.getByTestId('live-join').click(),
    ]);
    await tab.waitForURL(joinLink);
    await expect(tab.getByRole('heading', { name: 'Meeting' })).toBeVisible();
    await tab.close();

    // the personal calendar link
    await student.getByTestId('live-calendar-toggle').click();
    await expect(student.getByTestId('live-calendar-url')).toContainText(
      /\/api\/v1\/classroom\/calendar\/[A-Za-z0-9_-]{32,}\.ics$/,
    );
    const ics = await student.request.get(
      (await student.getByTestId('live-calendar-url').textContent())!.trim(),
    );
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain(`SUMMARY:${tag} Live debugging`);
    await context.close();

    // staff: the class counts one attendee, and the attendance names the student
    await page.goto(`/admin/courses/${item.course._id}/batches/${batchId}`);
    const row = page.getByTestId('live-admin-row').filter({ hasText: `${tag} Live debugging` });
    await expect(row.getByTestId('live-admin-attended')).toHaveText('1 attendee');
    await row.getByTestId('live-admin-attendance').click();
    const dialog = page.getByTestId('live-attendance-dialog');
    await expect(
      dialog.getByTestId('live-attendance-row').filter({ hasText: 'Aditya' }),
    ).toContainText('Joined');
    expect(liveClass).toBeTruthy();
  });

  test('staff schedule a weekly class from the batch page', async ({ page, adminApi }) => {
    const tag = runTag();
    const res = await adminApi.get('/api/v1/admin/batches?course=all&page=1&limit=5');
    expect(res.ok(), await res.text()).toBeTruthy();
    const { batches } = (
      (await res.json()) as {
        data: { batches: { _id: string; course: string }[] };
      }
    ).data;
    const batch = batches[0]!;
    await page.goto(`/admin/courses/${batch.course}/batches/${batch._id}`);
    const section = page.getByTestId('section-live-classes');
    await expect(section).toBeVisible();
    await section.getByTestId('live-schedule').click();
    const dialog = page.getByTestId('live-form-dialog');
    await dialog.getByTestId('live-title-input').fill(`${tag} Weekly review`);
    await fillDateTime(dialog.getByTestId('live-start-input'), '2030-03-04T19:30');
    await dialog.getByTestId('live-duration-input').fill('90');
    await dialog.getByTestId('live-repeat-input').fill('3');
    await dialog.getByTestId('live-link-input').fill('https://zoom.us/j/123456789');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByTestId('live-save').click();
    await expect(dialog).toBeHidden();
    const rows = section.getByTestId('live-admin-row').filter({ hasText: `${tag} Weekly review` });
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('4 Mar 2030');
    await expect(rows.nth(1)).toContainText('11 Mar 2030');
    await expect(rows.nth(2)).toContainText('18 Mar 2030');

    // a bad link stays on its field
    await section.getByTestId('live-schedule').click();
    await dialog.getByTestId('live-title-input').fill(`${tag} Bad link`);
    await dialog.getByTestId('live-link-input').fill('http://zoom.us/j/1');
    await dialog.getByTestId('live-save').click();
    await expect(dialog).toContainText('Enter the join link as an https link');
  });
});
