import type { Page } from '@playwright/test';
import type { z } from 'zod';

import type { ZStudentWhizzData } from '@app/shared';

import { expect, runTag, seriousViolations, test } from '../support/admin.ts';
import { fillDateTime } from '../support/dates.ts';
import { DEMO, signIn } from '../support/session.ts';
import {
  createWhizzByApi,
  enrolledStudent,
  istInput,
  seedWhizzWorld,
  shots,
} from './whizz-seed.ts';

const PYTHON_SUM = 'a, b = map(int, input().split())\nprint(a + b)\n';

/** Replaces the CodeMirror editor's text (typed as one input, so no auto-indent games). */
async function setCode(page: Page, code: string) {
  const content = page.getByTestId('code-editor').locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Fakes leaving the tab and coming back (headless pages never really hide). */
async function switchTabAwayAndBack(page: Page) {
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/attempt/tab-switch') && r.request().method() === 'POST',
  );
  await page.evaluate(() => {
    const set = (state: string) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
  expect((await recorded).ok()).toBeTruthy();
}

type StudentWhizzData = z.infer<typeof ZStudentWhizzData>;

async function waitSaved(page: Page) {
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
}

test.describe('whizz', () => {
  test('an instructor builds a whizz; a student takes it, codes, submits and sees the result', async ({
    browser,
    adminApi,
  }) => {
    test.setTimeout(240_000);
    const tag = runTag();
    const seed = await seedWhizzWorld(adminApi, tag);
    const student = await enrolledStudent(browser, seed, 1);
    const title = `${tag} Python basics`;
    // An upcoming quiz for the same batch: shows with a countdown.
    await createWhizzByApi(adminApi, seed, {
      title: `${tag} Next week`,
      startMs: Date.now() + 3 * 3_600_000,
      minutes: 20,
    });

    // --- the instructor creates the whizz through the editor
    const staffContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const staff = await staffContext.newPage();
    await signIn(staff, DEMO.instructor);
    await staff.goto('/admin/whizz/create');
    await staff.getByTestId('whizz-save').click();
    await expect(staff.getByText('Title must be 3-50 characters')).toBeVisible();
    await expect(staff.getByText('Description is required')).toBeVisible();
    await expect(staff.getByTestId('whizz-batches-error')).toHaveText('Add at least one batch');
    await expect(staff.getByTestId('whizz-questions-error')).toHaveText(
      'Add at least one question',
    );

    await staff.getByTestId('whizz-title-input').fill(title);
    await staff.getByTestId('whizz-description-input').fill('Functions, printing and a sum.');
    await staff.getByTestId('whizz-duration-value').fill('30');
    await fillDateTime(staff.getByTestId('whizz-start-input'), istInput(Date.now() - 60_000));
    await staff.getByTestId('whizz-score-input').fill('100');
    // A per-attempt limit: never longer than the quiz is open (the shared schema says so).
    const limit = staff.getByTestId('whizz-attempt-minutes');
    await limit.fill('45');
    await limit.blur();
    await expect(
      staff.getByText('The time limit cannot be longer than the quiz is open'),
    ).toBeVisible();
    await limit.fill('20');
    await expect(staff.getByText('Each student gets 20 min from pressing Start')).toBeVisible();

    await staff.getByTestId('batch-search').fill(tag);
    const batchOption = staff
      .getByTestId('batch-options')
      .locator('li')
      .filter({ hasText: seed.batch.name });
    await batchOption.getByTestId('batch-option-add').click();
    await expect(staff.getByTestId('chosen-batch')).toHaveCount(1);

    await staff.getByTestId('question-search').fill(tag);
    for (const text of [seed.mcq.question, seed.fib.question, seed.coding.title]) {
      await staff
        .getByTestId('question-option')
        .filter({ hasText: text })
        .getByTestId('question-option-add')
        .click();
    }
    await expect(staff.getByTestId('chosen-question')).toHaveCount(3);
    // Reorder: the coding problem up one place and back again.
    await staff.getByTestId('chosen-question-up').nth(2).click();
    await expect(staff.getByTestId('chosen-question').nth(1)).toContainText(seed.coding.title);
    await staff.getByTestId('chosen-question-down').nth(1).click();
    await expect(staff.getByTestId('chosen-question').nth(2)).toContainText(seed.coding.title);
    await shots(staff, 'admin-editor');

    await staff.getByTestId('whizz-save').click();
    await expect(staff.getByText('Whizz created successfully')).toBeVisible();
    await expect(staff).toHaveURL(/\/admin\/whizz$/);
    await staff.getByTestId('whizz-search').fill(tag);
    // This run's two quizzes: the one just made and the upcoming one.
    await expect(staff.getByTestId('whizz-row')).toHaveCount(2);
    const row = staff.getByTestId('whizz-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('whizz-status')).toHaveText('Active');
    await expect(row.getByTestId('whizz-type')).toHaveText('Internal');
    await expect(row.getByTestId('whizz-question-count')).toHaveText('3');
    await expect(row.getByTestId('whizz-schedule')).toHaveText('30 min · 20 min each');
    const href = await row.getByTestId('whizz-edit').getAttribute('href');
    const whizzId = href!.split('/').pop()!;
    await shots(staff, 'admin-list');
    expect(await seriousViolations(staff)).toEqual([]);

    // Editing sends only what changed; an unchanged form sends nothing.
    await row.getByTestId('whizz-edit').click();
    await expect(staff.getByTestId('whizz-title-input')).toHaveValue(title);
    await expect(staff.getByTestId('chosen-question')).toHaveCount(3);
    await staff.getByTestId('whizz-save').click();
    await expect(staff.getByText('No changes made')).toBeVisible();
    await staff.getByTestId('whizz-description-input').fill('Functions, printing and sums.');
    const put = staff.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith(`/api/v1/admin/whizz/${whizzId}`),
    );
    await staff.getByTestId('whizz-save').click();
    expect((await put).postDataJSON()).toEqual({ description: 'Functions, printing and sums.' });
    await expect(staff.getByText('Whizz updated successfully')).toBeVisible();
    await expect(staff).toHaveURL(/\/admin\/whizz$/);
    await staff.goto('/admin/whizz/update/0123456789abcdef01234567');
    await expect(staff.getByRole('heading', { name: 'Whizz not found' })).toBeVisible();

    // --- the student sees it live (and the upcoming one with a countdown)
    const page = student.page;
    await page.goto('/whizz');
    const live = page
      .getByTestId('whizz-live')
      .getByTestId('whizz-card')
      .filter({ hasText: title });
    await expect(live).toBeVisible();
    await expect(
      page.getByTestId('whizz-upcoming').getByTestId('whizz-card').filter({ hasText: 'Next week' }),
    ).toContainText(/Starts in\s*\d+h \d{2}m \d{2}s/);
    await expect(live.getByTestId('whizz-card-time')).toHaveText('20 min per attempt');
    await shots(page, 'student-whizz');
    expect(await seriousViolations(page)).toEqual([]);

    // "Start" opens a start screen: time, questions, score and rules; the clock waits.
    await live.getByTestId('whizz-start').click();
    await expect(page).toHaveURL(new RegExp(`/whizz/${whizzId}/attempt$`));
    const startScreen = page.getByTestId('whizz-start-screen');
    await expect(startScreen.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('start-duration')).toContainText('20 minutes');
    await expect(page.getByTestId('start-duration')).toContainText('from when you press Start');
    await expect(page.getByTestId('start-questions')).toHaveText('3 questions');
    await expect(page.getByTestId('start-score')).toHaveText('100');
    await expect(page.getByTestId('start-rules')).toContainText('saved as you go');
    await expect(page.getByTestId('start-rules')).toContainText('submitted automatically');
    await expect(page.getByTestId('start-rules')).toContainText('your instructor sees');
    await expect(page.getByTestId('attempt-timer')).toHaveCount(0);
    const before = await page.request.get(`/api/v1/whizz/${whizzId}`);
    expect(((await before.json()) as { data: StudentWhizzData }).data.whizz.attempt).toBeNull();
    await shots(page, 'start-screen');
    expect(await seriousViolations(page)).toEqual([]);
    // Keyboard: the confirm is an ordinary button.
    await page.getByTestId('whizz-start-quiz').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('attempt-title')).toBeFocused();
    // The attempt's own clock: 20 minutes, not the 30-minute window.
    await expect(page.getByTestId('attempt-timer')).toHaveText(/^\s*(1\d|20):\d\d\s*$/);
    await expect(page.getByTestId('attempt-clock')).toHaveAttribute('data-level', 'normal');

    // MCQ, then the blank; both saved.
    await expect(page.getByTestId('mcq-question')).toContainText(seed.mcq.question);
    await page.getByTestId('mcq-option').nth(1).click();
    await waitSaved(page);
    await shots(page, 'attempt-mcq');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('next-question').click();
    await page.getByTestId('fib-input').fill('  Print ');

    // A reload right after typing keeps both answers: what was still waiting to be saved goes
    // out with the page (a keepalive request). Reloaded again if the first read raced it.
    const grid = page.getByTestId('question-nav-grid');
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('mcq-option').nth(1).locator('input')).toBeChecked();
      await expect(grid.locator('[data-testid="nav-question"][data-answered="true"]')).toHaveCount(
        2,
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 15_000 });
    await grid.getByTestId('nav-question').nth(1).click();
    await expect(page.getByTestId('fib-input')).toHaveValue('  Print ');

    // The coding problem: Run (samples), then Submit (every test).
    await page.getByTestId('next-question').click();
    await expect(page.getByTestId('coding-question')).toContainText(seed.coding.title);
    await expect(page.getByTestId('coding-language')).toHaveValue('python');
    await setCode(page, PYTHON_SUM);
    // On a phone, with Run at the bottom of the screen: the verdict is brought into view and
    // takes focus once the judge answers.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('coding-run').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.getByTestId('coding-run').click();
    const result = page.getByTestId('submission-result');
    await expect(result).toHaveAttribute('data-kind', 'run', { timeout: 60_000 });
    await expect(page.getByTestId('submission-verdict')).toHaveText('Accepted');
    await expect(page.getByTestId('submission-panel')).toBeFocused();
    await expect(page.getByTestId('submission-verdict')).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('test-visible')).toHaveCount(2);
    await expect(page.getByTestId('test-hidden')).toHaveCount(0);
    await page.getByTestId('coding-submit').click();
    await expect(result).toHaveAttribute('data-kind', 'submit', { timeout: 60_000 });
    await expect(page.getByTestId('submission-verdict')).toHaveText('Accepted', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('test-hidden')).toHaveCount(1);
    await expect(page.getByTestId('test-hidden')).toContainText('Passed');
    await expect(page.getByTestId('coding-best')).toContainText('5 / 5 points');
    await waitSaved(page);
    await shots(page, 'attempt-coding');
    expect(await seriousViolations(page)).toEqual([]);

    // Leaving the tab is counted, with a gentle word.
    await switchTabAwayAndBack(page);
    await expect(page.getByTestId('tab-switch-warning')).toBeVisible();

    // Submit with a confirmation: nothing left unanswered.
    await page.getByTestId('submit-quiz').click();
    const dialog = page.getByTestId('submit-quiz-dialog');
    await expect(dialog).toContainText('Every question has an answer.');
    await dialog.getByTestId('submit-quiz-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/whizz/${whizzId}/result$`));
    // One headline score (out of the quiz's 100), its question points said in words.
    await expect(page.getByTestId('result-score')).toContainText('100');
    await expect(page.getByTestId('result-score-note')).toHaveText(
      'You earned 10 of 10 question points, scaled to a score out of 100.',
    );
    await expect(page.getByTestId('result-correct')).toHaveText('3 of 3');
    await expect(page.getByTestId('result-rank')).toContainText('#1');
    await expect(page.getByTestId('result-question')).toHaveCount(3);
    await expect(
      page.locator('[data-testid="result-question"][data-outcome="correct"]'),
    ).toHaveCount(3);
    await expect(page.getByTestId('result-not-ended')).toBeVisible();
    const me = page.locator('[data-testid="leaderboard-row"][data-you="true"]');
    await expect(me).toContainText(student.name);
    await shots(page, 'result');
    expect(await seriousViolations(page)).toEqual([]);

    // Back on /whizz the quiz shows its score.
    await page.goto('/whizz');
    await expect(
      page.getByTestId('whizz-card').filter({ hasText: title }).getByTestId('whizz-card-score'),
    ).toContainText('100');

    // --- staff see the attempt, with its tab switch
    await staff.goto(`/admin/whizz/${whizzId}/attempts`);
    const attempt = staff.getByTestId('attempt-row').filter({ hasText: student.name });
    await expect(attempt.getByTestId('attempt-rank')).toHaveText('#1');
    await expect(attempt.getByTestId('attempt-score')).toContainText('100');
    await expect(attempt.getByTestId('attempt-tab-switches')).toHaveText('1');
    await shots(staff, 'admin-attempts');
    await staffContext.close();
  });

  test('a quiz whose time runs out is submitted by itself and lands on the result', async ({
    browser,
    adminApi,
    page: adminPage,
  }) => {
    test.setTimeout(120_000);
    const tag = runTag();
    const seed = await seedWhizzWorld(adminApi, tag);
    const student = await enrolledStudent(browser, seed, 2);
    // Started 40 s ago, one minute long: about 20 s left.
    const whizzId = await createWhizzByApi(adminApi, seed, {
      title: `${tag} Lightning round`,
      startMs: Date.now() - 40_000,
      minutes: 1,
    });

    const page = student.page;
    await page.goto(`/whizz/${whizzId}/attempt`);
    await expect(page.getByTestId('start-duration')).toContainText('under a minute');
    await expect(page.getByTestId('start-duration')).toContainText('until the quiz closes');
    await page.getByTestId('whizz-start-quiz').click();
    await expect(page.getByTestId('attempt-timer')).toHaveText(/^\s*00:[0-2]\d\s*$/);
    // The last minute: the clock is red.
    await expect(page.getByTestId('attempt-clock')).toHaveAttribute('data-level', 'critical');
    await page.getByTestId('mcq-option').nth(1).click();
    await waitSaved(page);
    // A running attempt resumes straight into the quiz, without the start screen.
    await page.reload();
    await expect(page.getByTestId('attempt-timer')).toBeVisible();
    await expect(page.getByTestId('whizz-start-screen')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/whizz/${whizzId}/result$`), { timeout: 45_000 });
    await expect(page.getByTestId('result-auto-submitted')).toBeVisible();
    await expect(page.getByTestId('result-score')).toContainText('/ 10');
    // Once it has ended the right answers are shown.
    await expect(page.getByTestId('result-correct-answer').first()).toHaveText('B. def');

    // Opening the quiz again leads to the result, not a new attempt.
    await page.goto(`/whizz/${whizzId}/attempt`);
    await expect(page).toHaveURL(new RegExp(`/whizz/${whizzId}/result$`));

    // Staff see it auto-submitted. A whizz someone took cannot be deleted; an untouched one can.
    await adminPage.goto(`/admin/whizz/${whizzId}/attempts`);
    const attempt = adminPage.getByTestId('attempt-row').filter({ hasText: student.name });
    await expect(attempt).toContainText('Auto');
    await expect(attempt.getByTestId('attempt-tab-switches')).toHaveText('0');
    await createWhizzByApi(adminApi, seed, {
      title: `${tag} Spare quiz`,
      startMs: Date.now() + 86_400_000,
      minutes: 10,
    });
    await adminPage.goto(`/admin/whizz?search=${tag}`);
    const taken = adminPage.getByTestId('whizz-row').filter({ hasText: 'Lightning round' });
    await expect(taken.getByTestId('whizz-attempt-count')).toHaveText('1');
    await taken.getByTestId('whizz-delete').click();
    const dialog = adminPage.getByTestId('whizz-delete-dialog');
    await expect(dialog).toContainText('1 student has taken it, so it cannot be deleted.');
    await dialog.getByTestId('whizz-delete-dialog-confirm').click();
    await expect(adminPage.getByText('cannot be deleted', { exact: false }).first()).toBeVisible();
    await expect(taken).toHaveCount(1);
    const spare = adminPage.getByTestId('whizz-row').filter({ hasText: 'Spare quiz' });
    await spare.getByTestId('whizz-delete').click();
    await dialog.getByTestId('whizz-delete-dialog-confirm').click();
    await expect(adminPage.getByText('Whizz deleted')).toBeVisible();
    await expect(spare).toHaveCount(0);

    // A 10-minute limit in a 30-minute window: the clock turns amber, then red, and says so once
    // each time (the page's clock is fast-forwarded; the server's deadline is not reached).
    const limited = await createWhizzByApi(adminApi, seed, {
      title: `${tag} Ten minute sprint`,
      startMs: Date.now() - 60_000,
      minutes: 30,
      attemptMinutes: 10,
    });
    const clockContext = await browser.newContext({
      storageState: await page.context().storageState(),
    });
    await clockContext.clock.install();
    const timed = await clockContext.newPage();
    await timed.goto(`/whizz/${limited}/attempt`);
    await expect(timed.getByTestId('start-duration')).toContainText('10 minutes');
    await timed.getByTestId('whizz-start-quiz').click();
    const clock = timed.getByTestId('attempt-clock');
    await expect(timed.getByTestId('attempt-timer')).toHaveText(/^\s*(09:5\d|10:00)\s*$/);
    await expect(clock).toHaveAttribute('data-level', 'normal');
    await clockContext.clock.fastForward('08:00');
    await expect(clock).toHaveAttribute('data-level', 'warning');
    await expect(timed.getByTestId('attempt-timer-announcement')).toHaveText('2 minutes left');
    await clockContext.clock.fastForward('01:10');
    await expect(clock).toHaveAttribute('data-level', 'critical');
    await expect(timed.getByTestId('attempt-timer-announcement')).toHaveText('One minute left');
    await clockContext.close();
  });

  test('signed out, /whizz explains itself and offers to sign in', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/whizz');
    await expect(page.getByTestId('whizz-signed-out')).toBeVisible();
    await page.getByTestId('whizz-sign-in').click();
    await expect(page).toHaveURL(/\/auth\/signin/);
    await context.close();
  });
});
