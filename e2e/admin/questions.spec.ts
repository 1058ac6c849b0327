import { ASSESS_MSG, DEFAULT_QUESTION_DIFFICULTY, QB_MSG, type Fib, type Mcq } from '@app/shared';

import { seriousViolations } from '../support/admin.ts';
import { DEMO, signIn } from '../support/session.ts';
import { test as plainTest, type Page } from '../support/test.ts';
import {
  addTags,
  expect,
  expectMessages,
  JS_BOILERPLATE,
  JS_DRIVER,
  JS_SOLUTION,
  runTag,
  searchList,
  test,
  typeCode,
} from './questions-helpers.ts';

const UTM_KEY = 'kodeschool.utm.firstTouch';

/** The radio of one difficulty in a question form (its label carries the test id). */
const difficultyInput = (page: Page, form: string, difficulty: string) =>
  page.getByTestId(`${form}-difficulty-${difficulty}`).locator('input');

test.describe('question bank (/admin/questions), as an instructor', () => {
  test('MCQ: every rule with its message, then created, listed, toggled and deleted', async ({
    page,
    staffApi,
  }) => {
    const tag = runTag();
    await page.goto('/admin/questions');
    await expect(page.getByRole('heading', { name: 'Question bank' })).toBeVisible();
    await expect(page.getByTestId('tab-mcq')).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('question-new').click();
    await expect(page).toHaveURL(/\/admin\/questions\/new\/mcq$/);
    const form = page.getByTestId('mcq-form');

    // A new question starts at the shared default difficulty (the same in every bank).
    await expect(difficultyInput(page, 'mcq', DEFAULT_QUESTION_DIFFICULTY)).toBeChecked();
    // Everything else empty (points cleared): each field's own message.
    await page.getByTestId('mcq-points').fill('');
    await page.getByTestId('mcq-save').click();
    await expectMessages(form, [
      QB_MSG.questionRequired,
      QB_MSG.optionTextRequired,
      QB_MSG.pointsNumber,
      QB_MSG.tagsMin,
    ]);
    await expect(form.getByText(QB_MSG.difficulty)).toHaveCount(0);
    await expect(form.getByText(QB_MSG.optionTextRequired)).toHaveCount(2);

    // Fewer than two options.
    await page.getByTestId('mcq-option-1-remove').click();
    await expect(page.getByTestId('mcq-options-error')).toHaveText(QB_MSG.optionsMin);
    await page.getByTestId('mcq-option-add').click();

    // Valid fields but no correct option, then two correct with single choice.
    const question = `Which keyword declares a block-scoped constant? ${tag}`;
    await page.getByTestId('mcq-question').fill(question);
    await page.getByTestId('mcq-option-0').fill('let');
    await page.getByTestId('mcq-option-1').fill('const');
    await page.getByTestId('mcq-option-add').click();
    await page.getByTestId('mcq-option-2').fill('var');
    await page.getByTestId('mcq-points').fill('2');
    await page.getByTestId('mcq-difficulty-easy').click();
    await addTags(page, 'mcq-tags', [tag, 'javascript']);
    await page.getByTestId('mcq-save').click();
    await expect(page.getByTestId('mcq-options-error')).toHaveText(QB_MSG.singleExactlyOne);

    await page.getByTestId('mcq-selection-multiple').click();
    await page.getByTestId('mcq-option-0-correct').check();
    await page.getByTestId('mcq-option-1-correct').check();
    await page.getByTestId('mcq-selection-single').click();
    await page.getByTestId('mcq-save').click();
    await expect(page.getByTestId('mcq-options-error')).toHaveText(QB_MSG.singleExactlyOne);

    // One correct, but two options alike apart from case.
    // A click on a radio that is already on still makes it the only correct one.
    await page.getByTestId('mcq-option-1-correct').click();
    await expect(page.getByTestId('mcq-option-0-correct')).not.toBeChecked();
    await page.getByTestId('mcq-option-2').fill('CONST');
    await page.getByTestId('mcq-save').click();
    await expect(page.getByTestId('mcq-options-error')).toHaveText(ASSESS_MSG.optionsUnique);

    await page.getByTestId('mcq-option-2').fill('var');
    await expect(page.getByTestId('mcq-options-error')).toHaveCount(0);
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/admin/mcqs' && r.request().method() === 'POST',
    );
    await page.getByTestId('mcq-save').click();
    const res = await created;
    expect(res.status()).toBe(201);
    const mcq = ((await res.json()) as { data: { mcq: Mcq } }).data.mcq;
    expect(mcq.options.filter((o) => o.isCorrect).map((o) => o.text)).toEqual(['const']);
    expect(mcq.tags).toEqual([tag, 'javascript']);
    await expect(page.getByText(ASSESS_MSG.mcqCreated)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/questions$/);

    // Listed, found by search, with its difficulty, points and "not used".
    await searchList(page, tag, '/api/v1/admin/mcqs/all');
    const row = page.getByTestId('question-row').filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('difficulty')).toHaveText('Easy');
    await expect(row.getByTestId('used-in')).toHaveText('Not used yet');
    expect(await seriousViolations(page)).toEqual([]);

    // The tag filter is fed by allTags.
    await page.getByTestId('filter-tag').selectOption(tag);
    await expect(page).toHaveURL(new RegExp(`tags=${tag}`));
    await expect(row).toHaveCount(1);

    // Active toggle: the update sends only isActive.
    const toggled = page.waitForRequest(
      (r) => r.url().endsWith(`/api/v1/admin/mcqs/${mcq._id}`) && r.method() === 'PATCH',
    );
    await row.getByTestId('row-active').click();
    expect((await toggled).postDataJSON()).toEqual({ isActive: false });
    await expect(row.getByTestId('row-active')).toHaveAttribute('aria-checked', 'false');
    const after = await staffApi.get(`/api/v1/admin/mcqs/${mcq._id}`);
    expect(((await after.json()) as { data: { mcq: Mcq } }).data.mcq.isActive).toBe(false);

    // Edit: nothing changed → 'No changes made' and no request.
    await row.getByTestId('row-edit').click();
    await expect(page.getByRole('heading', { name: 'Edit MCQ' })).toBeVisible();
    await expect(page.getByTestId('mcq-question')).toHaveValue(question);
    await page.getByTestId('mcq-save').click();
    await expect(page.getByText(ASSESS_MSG.noChanges)).toBeVisible();
    await page.getByTestId('back-to-list').click();

    // Delete, after the confirmation.
    await searchList(page, tag, '/api/v1/admin/mcqs/all');
    await page
      .getByTestId('question-row')
      .filter({ hasText: tag })
      .getByTestId('row-delete')
      .click();
    await expect(page.getByTestId('delete-dialog')).toContainText(question);
    await page.getByTestId('delete-confirm').click();
    await expect(page.getByText(ASSESS_MSG.mcqDeleted)).toBeVisible();
    await expect(page.getByTestId('question-row').filter({ hasText: tag })).toHaveCount(0);
    expect((await staffApi.get(`/api/v1/admin/mcqs/${mcq._id}`)).status()).toBe(404);
  });

  test('fill in the blank: first issue as a toast and nothing sent; caches cleared on writes', async ({
    page,
  }) => {
    const tag = runTag();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/v1/admin/fillintheblank'))
        posts.push(r.url());
    });
    await page.goto('/admin/questions?type=fib');
    await page.evaluate((key) => localStorage.setItem(key, '{"keep":"me"}'), UTM_KEY);
    await expect(page.getByTestId('tab-fib')).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('question-new').click();
    await expect(page).toHaveURL(/\/admin\/questions\/new\/fib$/);

    // Issue 15: fill in the blank had no default difficulty while MCQ had one.
    await expect(difficultyInput(page, 'fib', DEFAULT_QUESTION_DIFFICULTY)).toBeChecked();
    await page.getByTestId('fib-points').fill('');
    await page.getByTestId('fib-save').click();
    // The first issue, as a toast; every field's own message in place; no request at all.
    await expect(
      page.locator('[data-sonner-toast]').getByText(QB_MSG.questionRequired),
    ).toBeVisible();
    const form = page.getByTestId('fib-form');
    await expectMessages(form, [
      QB_MSG.questionRequired,
      QB_MSG.correctAnswerRequired,
      QB_MSG.pointsNumber,
      QB_MSG.tagsMin,
    ]);
    await page
      .getByTestId('fib-question')
      .fill(`The keyword that leaves a loop early is ____. ${tag}`);
    await page.getByTestId('fib-save').click();
    await expect(
      page.locator('[data-sonner-toast]').getByText(QB_MSG.correctAnswerRequired),
    ).toBeVisible();
    expect(posts).toEqual([]);

    await page.getByTestId('fib-answer').fill('break');
    await page.getByTestId('fib-points').fill('3');
    await page.getByTestId('fib-difficulty-medium').click();
    await addTags(page, 'fib-tags', [tag]);
    await page.getByTestId('fib-save').click();
    await expect(page.getByText(ASSESS_MSG.fibCreated)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/questions\?type=fib$/);
    expect(posts).toHaveLength(1);

    // The search text is trimmed before it is sent (as `question`).
    const listed = await searchList(page, `  ${tag}  `, '/api/v1/admin/fillintheblank');
    expect(new URL(listed.url()).searchParams.get('question')).toBe(tag);
    const row = page.getByTestId('question-row').filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('break');
    const fib = ((await listed.json()) as { data: { fillInTheBlanks: Fib[] } }).data
      .fillInTheBlanks[0]!;

    // Reads are kept in local storage; a toggle clears them (and only them).
    const cacheKeys = () =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fibCache_')));
    expect((await cacheKeys()).length).toBeGreaterThan(0);
    const toggled = page.waitForRequest(
      (r) => r.url().endsWith(`/api/v1/admin/fillintheblank/${fib._id}`) && r.method() === 'PUT',
    );
    await row.getByTestId('row-active').click();
    expect((await toggled).postDataJSON()).toEqual({ isActive: false });
    await expect(row.getByTestId('row-active')).toHaveAttribute('aria-checked', 'false');
    expect(await page.evaluate((k) => localStorage.getItem(k), UTM_KEY)).toBe('{"keep":"me"}');
    // The re-read after the write stores the new answer, never the old one.
    await expect
      .poll(async () =>
        page.evaluate(
          (id) =>
            Object.keys(localStorage)
              .filter((k) => k.startsWith('fibCache_list:'))
              .map((k) => localStorage.getItem(k) ?? '')
              .filter((v) => v.includes(id))
              .every((v) => v.includes('"isActive":false')),
          fib._id,
        ),
      )
      .toBe(true);

    // Delete with the confirmation.
    await row.getByTestId('row-delete').click();
    await page.getByTestId('delete-confirm').click();
    await expect(page.getByText(ASSESS_MSG.fibDeleted)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('coding problem: required fields, check solutions, create', async ({ page, staffApi }) => {
    test.setTimeout(120_000);
    const tag = runTag();
    await page.goto('/admin/questions?type=coding');
    await page.getByTestId('question-new').click();
    await expect(page).toHaveURL(/\/admin\/questions\/new\/coding$/);
    const form = page.getByTestId('coding-form');

    await expect(difficultyInput(page, 'coding', DEFAULT_QUESTION_DIFFICULTY)).toBeChecked();
    // Enter in a blank constraint adds no row; a blank row counts as no constraint.
    await page.getByTestId('coding-constraint-0').press('Enter');
    await expect(page.getByTestId('coding-constraint-1')).toHaveCount(0);
    await page.getByTestId('coding-save').click();
    await expectMessages(form, [
      QB_MSG.problemIdRequired,
      QB_MSG.titleRequired,
      QB_MSG.descriptionRequired,
      QB_MSG.inputFormatRequired,
      QB_MSG.outputFormatRequired,
      QB_MSG.constraintsCount,
      QB_MSG.hintRequired,
      QB_MSG.boilerplateMin,
      QB_MSG.solutionsMin,
      QB_MSG.testOutputRequired,
      QB_MSG.tagsMin,
    ]);
    // Empty lists have their own messages.
    await page.getByRole('button', { name: 'Remove constraint 1' }).click();
    await page.getByRole('button', { name: 'Remove hint 1' }).click();
    await page.getByRole('button', { name: 'Remove test 1' }).click();
    await expectMessages(form, [QB_MSG.constraintsCount, QB_MSG.hintsMin, QB_MSG.testCasesMin]);
    await page.getByTestId('coding-problemId').fill('bad id!');
    await expectMessages(form, [QB_MSG.problemIdFormat]);

    // A valid problem.
    const problemId = `sum-${tag}`;
    await page.getByTestId('coding-problemId').fill(problemId);
    await page.getByTestId('coding-title').fill(`Sum of an array ${tag}`);
    await page.getByTestId('coding-description').fill('Print the sum of the n numbers given.');
    await page.getByTestId('coding-inputFormat').fill('n on the first line, then n integers.');
    await page.getByTestId('coding-outputFormat').fill('One integer: the sum.');
    await page.getByTestId('coding-constraint-add').click();
    await page.getByTestId('coding-constraint-0').fill('1 ≤ n ≤ 100000');
    await page.getByTestId('coding-hint-add').click();
    await page.getByTestId('coding-hint-0').fill('Keep a running total.');
    await typeCode(page, 'JavaScript boilerplate', JS_BOILERPLATE);
    await typeCode(page, 'JavaScript driver', JS_DRIVER);
    await typeCode(page, 'JavaScript solution', JS_SOLUTION);
    await page.getByTestId('coding-test-add').click();
    await page.getByTestId('coding-test-0-input').fill('3\n1 2 3');
    await page.getByTestId('coding-test-0-output').fill('6');
    await page.getByTestId('coding-test-add').click();
    await page.getByTestId('coding-test-1-input').fill('2\n-5 5');
    await page.getByTestId('coding-test-1-output').fill('0');
    await expect(page.getByTestId('coding-test-1-hidden')).toBeChecked();
    await page.getByTestId('coding-points').fill('20');
    await page.getByTestId('coding-difficulty-medium').click();
    await addTags(page, 'coding-tags', [tag]);

    // Check solutions: the JavaScript solution passes both tests.
    await page.getByTestId('check-solutions').click();
    const grid = page.getByTestId('verdict-grid');
    await expect(grid.getByTestId('verdict-row')).toHaveCount(1);
    await expect(grid.getByTestId('verdict-cell')).toHaveText(['Accepted', 'Accepted'], {
      timeout: 60_000,
    });
    await expect(grid).toContainText('2/2 passed');

    const created = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/v1/admin/coding-problems' &&
        r.request().method() === 'POST',
    );
    await page.getByTestId('coding-save').click();
    const body = (await created).request().postDataJSON() as {
      boilerplate: { language: string }[];
      solutions: { language: string }[];
    };
    // The three empty languages were dropped before sending.
    expect(body.boilerplate.map((b) => b.language)).toEqual(['javascript']);
    expect(body.solutions.map((s) => s.language)).toEqual(['javascript']);
    await expect(page.getByText(ASSESS_MSG.codingCreated)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/questions\?type=coding$/);
    await searchList(page, problemId, '/api/v1/admin/coding-problems');
    const row = page.getByTestId('question-row').filter({ hasText: problemId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('JavaScript');

    // Update sends only what changed.
    await row.getByTestId('row-edit').click();
    await expect(page.getByTestId('coding-title')).toHaveValue(`Sum of an array ${tag}`);
    await page.getByTestId('coding-save').click();
    await expect(page.getByText(ASSESS_MSG.noChanges)).toBeVisible();
    await page.getByTestId('coding-title').fill(`Sum of numbers ${tag}`);
    const patched = page.waitForRequest((r) => r.method() === 'PATCH');
    await page.getByTestId('coding-save').click();
    expect((await patched).postDataJSON()).toEqual({ title: `Sum of numbers ${tag}` });
    await expect(page.getByText(ASSESS_MSG.codingUpdated)).toBeVisible();
    const list = await staffApi.get(`/api/v1/admin/coding-problems?search=${problemId}`);
    expect(await list.text()).toContain(`Sum of numbers ${tag}`);
  });

  test('CSV import: valid rows are created, a bad row is reported with its reasons', async ({
    page,
  }) => {
    const tag = runTag();
    await page.goto('/admin/questions');
    const csv = [
      'question,option1,option2,option3,option4,option5,option6,correct,selectionType,points,difficulty,tags',
      `What does HTML stand for? ${tag},HyperText Markup Language,Hot Mail,,,,,1,single,1,easy,${tag};web`,
      `Bad row ${tag},Only one,,,,,,1,single,1,extreme,${tag}`,
    ].join('\n');
    await page.getByTestId('import-file').setInputFiles({
      name: 'mcqs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const report = page.getByTestId('import-report');
    await expect(report).toBeVisible();
    await expect(report.getByTestId('import-created')).toHaveText('1');
    await expect(report.getByTestId('import-rejected-count')).toHaveText('1');
    const rejected = report.getByTestId('import-rejected');
    await expect(rejected).toHaveCount(1);
    await expect(rejected).toContainText('Line 3');
    await expect(rejected).toContainText(QB_MSG.difficulty);
    await report.getByRole('button', { name: 'Done' }).click();
    await searchList(page, tag, '/api/v1/admin/mcqs/all');
    await expect(page.getByTestId('question-row').filter({ hasText: tag })).toHaveCount(1);

    // Fill in the blank import, and the template has the right columns.
    await page.getByTestId('tab-fib').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('import-template').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('fib-import-template.csv');
    await page.getByTestId('import-file').setInputFiles({
      name: 'fib.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `question,correctAnswer,points,difficulty,tags\nTwo plus two is ____. ${tag},4,1,easy,${tag}\n`,
      ),
    });
    await expect(report.getByTestId('import-created')).toHaveText('1');
    await expect(report.getByTestId('import-rejected')).toHaveCount(0);
  });
});

plainTest.describe('question bank access', () => {
  plainTest('a mentor reaches questions and whizz but not courses', async ({ page }) => {
    await signIn(page, DEMO.mentor);
    await page.goto('/admin/questions');
    await expect(page.getByRole('heading', { name: 'Question bank' })).toBeVisible();
    await page.goto('/admin/whizz');
    await expect(page).toHaveURL(/\/admin\/whizz$/);
    await page.goto('/admin/courses');
    // The admin guard sends a role to its home (the mentor's is the question bank).
    await expect(page).toHaveURL(/\/admin\/questions$/);
    await expect(page.getByRole('heading', { name: 'Question bank' })).toBeVisible();
  });
});
