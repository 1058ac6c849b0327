import { readFile } from 'node:fs/promises';

import type { APIRequestContext, Page } from '@playwright/test';

import { ASSESS_MSG, KODEX_MSG, type KodexContest } from '@app/shared';

import { expect, runTag, search, seriousViolations, test, uniqueMobile } from '../support/admin.ts';
import { registerStudent } from '../support/students.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * One coding problem (sum of two numbers, JavaScript driver) made through the staff API, then an
 * external whizz of it starting at `start`, then a contest for that whizz.
 */
async function createContest(
  api: APIRequestContext,
  tag: string,
  opts: { start: Date; minutes: number; closesAt: Date; title: string },
): Promise<KodexContest> {
  const problem = await api.post('/api/v1/admin/coding-problems', {
    data: {
      problemId: `${tag}-${opts.start.getTime()}`,
      title: `${tag} Sum of two numbers`,
      description: 'Read two integers and print their sum.',
      tags: ['math'],
      inputFormat: 'Two integers a and b on one line',
      outputFormat: 'Their sum',
      constraints: ['1 <= a, b <= 1000'],
      hints: [{ language: 'general', text: 'Add them.' }],
      boilerplate: [
        {
          language: 'javascript',
          code: 'function sum(a, b) {\n  // your code here\n}',
          mainCode:
            "{{USER_CODE}}\nconst [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(sum(a, b));",
        },
      ],
      solutions: [{ language: 'javascript', code: 'function sum(a, b) {\n  return a + b;\n}' }],
      testCases: [
        { input: '1 2', expectedOutput: '3', isHidden: false, points: 5 },
        { input: '40 2', expectedOutput: '42', isHidden: true, points: 5 },
      ],
      points: 10,
      difficulty: 'easy',
    },
  });
  expect(problem.status(), await problem.text()).toBe(201);
  const problemId = ((await problem.json()) as { data: { codingProblem: { _id: string } } }).data
    .codingProblem._id;

  const whizz = await api.post('/api/v1/admin/whizz', {
    data: {
      title: `${tag} contest whizz`.slice(0, 50),
      description: 'Kodex e2e contest',
      isPublic: true,
      duration:
        opts.minutes % 60 === 0
          ? { unit: 'hours', value: opts.minutes / 60 }
          : { unit: 'minutes', value: opts.minutes },
      startDate: opts.start.toISOString(),
      totalScore: 100,
      batches: [],
      questions: [{ questionId: problemId, type: 'codingProblem' }],
    },
  });
  expect(whizz.status(), await whizz.text()).toBe(201);
  const whizzId = ((await whizz.json()) as { data: { whizz: { _id: string } } }).data.whizz._id;

  const contest = await api.post('/api/v1/admin/kodex-contests', {
    data: {
      whizzId,
      title: opts.title,
      tagline: 'Solve fast, climb the board',
      description: 'An e2e contest.',
      rules: ['Solve alone', 'Any language'],
      prizes: [{ place: '1st place', reward: '₹5,000' }],
      registrationOpensAt: new Date(Date.now() - HOUR).toISOString(),
      registrationClosesAt: opts.closesAt.toISOString(),
      isPublished: true,
    },
  });
  expect(contest.status(), await contest.text()).toBe(201);
  return ((await contest.json()) as { data: { contest: KodexContest } }).data.contest;
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    const input = page.getByTestId(`kodex-${field}`);
    if (field === 'year' || field === 'experience') await input.selectOption(value);
    else await input.fill(value);
  }
}

test.describe.configure({ mode: 'serial' });

let tag: string;
let upcoming: KodexContest;
const visitor = {
  name: '',
  email: '',
  phone: uniqueMobile('7', 1),
};

test.beforeAll(async ({ adminApi }) => {
  tag = runTag();
  visitor.name = `${tag} Visitor`;
  visitor.email = `${tag.toLowerCase()}.visitor@example.com`;
  // Starts within a day: before any demo contest, so /kodex features it while it is upcoming.
  const start = new Date(Date.now() + 20 * HOUR);
  upcoming = await createContest(adminApi, tag, {
    start,
    minutes: 120,
    closesAt: new Date(start.getTime() - HOUR),
    title: `${tag} Kodex Cup`,
  });
});

test('a visitor sees the contest and registers: messages, success, duplicate', async ({
  browser,
}) => {
  // Signed out: a signed-in person's form starts filled in from their account.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();

  await page.goto('/kodex');
  await expect(page.getByTestId('kodex-title')).toHaveText(upcoming.title);
  await expect(page.getByTestId('kodex-phase')).toHaveText('Registration open');
  await expect(page.getByTestId('kodex-countdown')).toContainText('Contest starts in');
  await expect(page.getByTestId('kodex-rules')).toContainText('Solve alone');
  await expect(page.getByTestId('kodex-prizes')).toContainText('₹5,000');
  await expect(page.getByTestId('kodex-schedule')).toContainText('IST');
  await expect(page.getByTestId('kodex-problem-count')).toHaveText('1');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('kodex-register').click();
  await expect(page).toHaveURL(/\/kodex\/registration$/);

  // Empty form: every field's own message.
  await page.getByTestId('kodex-submit').click();
  for (const message of [
    KODEX_MSG.nameRequired,
    KODEX_MSG.emailRequired,
    KODEX_MSG.phoneRequired,
    KODEX_MSG.organisationRequired,
    KODEX_MSG.yearRequired,
    KODEX_MSG.experienceRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // Editing a field clears its error only.
  await page.getByTestId('kodex-name').fill(visitor.name);
  await expect(page.getByText(KODEX_MSG.nameRequired, { exact: true })).toBeHidden();
  await expect(page.getByText(KODEX_MSG.emailRequired, { exact: true })).toBeVisible();

  await fill(page, { email: 'not-an-email', phone: '12345' });
  await page.getByTestId('kodex-submit').click();
  await expect(page.getByText(KODEX_MSG.emailInvalid, { exact: true })).toBeVisible();
  await expect(page.getByText(KODEX_MSG.phoneInvalid, { exact: true })).toBeVisible();

  const register = page.waitForResponse((r) => r.url().includes('/registrations'));
  await fill(page, {
    email: visitor.email,
    phone: visitor.phone,
    organisation: 'IIT Bombay',
    year: '3rd year',
    experience: 'intermediate',
  });
  await page.getByTestId('kodex-submit').click();
  expect((await register).status()).toBe(201);
  await expect(page.getByTestId('kodex-success')).toContainText(ASSESS_MSG.kodexRegistered);
  await expect(page.getByTestId('kodex-success')).toContainText(`+91 ${visitor.phone}`);

  // The same e-mail again: the server's message under the e-mail field.
  await page.goto('/kodex/registration');
  await fill(page, {
    name: `${tag} Again`,
    email: visitor.email,
    phone: uniqueMobile('7', 2),
    organisation: 'IIT Bombay',
    year: '3rd year',
    experience: 'intermediate',
  });
  await page.getByTestId('kodex-submit').click();
  await expect(page.getByText(ASSESS_MSG.kodexDuplicateEmail)).toBeVisible();
  // And the same phone with a new e-mail.
  await fill(page, { email: `${tag.toLowerCase()}.other@example.com`, phone: visitor.phone });
  await page.getByTestId('kodex-submit').click();
  await expect(page.getByText(ASSESS_MSG.kodexDuplicatePhone)).toBeVisible();
  await expect(page.getByTestId('kodex-success')).toBeHidden();
  await context.close();
});

test('a signed-in student finds their name, e-mail and phone already filled in', async ({
  browser,
}) => {
  const phone = uniqueMobile('6', 4);
  const student = await registerStudent(browser, { tag, lastName: 'Prefill', phone });
  // Straight to the form: the session is restored after the form has appeared.
  await student.page.goto('/kodex/registration');
  await expect(student.page.getByTestId('kodex-name')).toHaveValue(student.name);
  await expect(student.page.getByTestId('kodex-email')).toHaveValue(
    `${tag}.prefill@example.com`.toLowerCase(),
  );
  await expect(student.page.getByTestId('kodex-phone')).toHaveValue(phone);
  // The rest is theirs to fill; what they type is never overwritten.
  await expect(student.page.getByTestId('kodex-organisation')).toHaveValue('');
  // A reload fills them from the remembered account at once.
  await student.page.reload();
  await expect(student.page.getByTestId('kodex-phone')).toHaveValue(phone);
  await student.page.getByTestId('kodex-name').fill(`${tag} Preferred`);
  await student.page.waitForTimeout(300);
  await expect(student.page.getByTestId('kodex-name')).toHaveValue(`${tag} Preferred`);
  expect(await seriousViolations(student.page)).toEqual([]);
  await student.page.context().close();
});

test('staff see the registration, filter it and export it as CSV', async ({ page }) => {
  await page.goto(`/admin/kodex-registrations?contestId=${upcoming._id}`);
  const rows = page.getByTestId('kodex-row');
  await expect(rows.first()).toContainText(visitor.name);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(visitor.email);
  await expect(rows.first()).toContainText(`+91 ${visitor.phone}`);
  await expect(rows.first()).toContainText('IIT Bombay');
  await expect(rows.first()).toContainText(upcoming.title);

  await page.goto('/admin/kodex-registrations');
  await search(page, 'kodex-search', visitor.email, '/api/v1/admin/kodex-registrations');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(visitor.name);

  await page.getByTestId('filter-year-1st year').click();
  await expect(page.getByText('No registrations found.')).toBeVisible();
  await page.getByTestId('filter-year-1st year').click();
  await expect(rows).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await (await download).path();
  const csv = (await readFile(file!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\n');
  expect(lines[0]).toContain('S. No.,Contest,Name,Email,Phone');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(visitor.email);
  expect(lines[1]).toContain(upcoming.title);

  await page.getByTestId('kodex-contests-open').click();
  await expect(page.getByTestId('kodex-contests-drawer')).toContainText(upcoming.title);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a registered student enters the live contest, submits code and is ranked', async ({
  adminApi,
  browser,
}) => {
  test.setTimeout(120_000);
  const start = new Date(Date.now() - MINUTE);
  const live = await createContest(adminApi, `${tag}L`, {
    start,
    minutes: 50,
    closesAt: new Date(start.getTime() + 30 * MINUTE),
    title: `${tag} Live Kodex`,
  });
  const phone = uniqueMobile('6', 3);
  const student = await registerStudent(browser, { tag, lastName: 'Coder', phone });
  const reg = await student.page.request.post(`/api/v1/kodex/${live._id}/registrations`, {
    data: {
      name: student.name,
      email: `${tag.toLowerCase()}.coder@example.com`,
      phone,
      organisation: 'BITS Pilani',
      year: '2nd year',
      experience: 'advanced',
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);

  // /kodex now features the running contest; a registered, signed-in student may enter.
  await student.page.goto('/kodex');
  await expect(student.page.getByTestId('kodex-title')).toHaveText(live.title);
  await expect(student.page.getByTestId('kodex-phase')).toHaveText('Live now');
  await expect(student.page.getByTestId('kodex-enter')).toHaveAttribute(
    'href',
    `/whizz/${live.whizzId}/attempt`,
  );
  // Entering shows the quiz's start screen first; the contest's clock starts on confirm.
  await student.page.getByTestId('kodex-enter').click();
  await expect(student.page.getByTestId('whizz-start-screen')).toContainText('contest whizz');
  await student.page.getByTestId('whizz-start-quiz').click();
  await expect(student.page.getByTestId('attempt-timer')).toBeVisible();

  const started = await student.page.request.post(`/api/v1/whizz/${live.whizzId}/attempt`);
  expect([200, 201], await started.text()).toContain(started.status());
  const attempt = (
    (await started.json()) as {
      data: { attempt: { questions: { questionId: string }[] } };
    }
  ).data.attempt;
  const questionId = attempt.questions[0]!.questionId;
  const sent = await student.page.request.post(
    `/api/v1/whizz/${live.whizzId}/attempt/submit-code`,
    {
      data: {
        questionId,
        language: 'javascript',
        code: 'function sum(a, b) {\n  return a + b;\n}',
      },
    },
  );
  expect(sent.status(), await sent.text()).toBe(202);
  const submissionId = ((await sent.json()) as { data: { submission: { _id: string } } }).data
    .submission._id;
  await expect
    .poll(
      async () => {
        const res = await student.page.request.get(
          `/api/v1/whizz/${live.whizzId}/attempt/submissions/${submissionId}`,
        );
        return ((await res.json()) as { data?: { submission?: { status: string } } }).data
          ?.submission?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('done');

  await student.page.goto(`/kodex/ranking?contest=${live._id}`);
  await expect(student.page.getByTestId('kodex-ranking-title')).toHaveText(live.title);
  await expect(student.page.getByTestId('kodex-live')).toHaveText('Updating live');
  const mine = student.page.locator('[data-testid="kodex-ranking-row"][data-you]');
  await expect(mine).toContainText(student.name, { timeout: 20_000 });
  await expect(mine).toContainText('100.00');
  await expect(mine).toContainText('1/1');
  await expect(student.page.getByTestId('kodex-podium')).toContainText(student.name);
  expect(await seriousViolations(student.page)).toEqual([]);
  await student.page.context().close();
});
