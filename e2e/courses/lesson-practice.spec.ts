import type { APIRequestContext } from '@playwright/test';

import type { Batch, Coupon, Course } from '@app/shared';

import { expect, runTag, seriousViolations, test, uniqueMobile } from '../support/admin.ts';
import { enrolFree, seedCourse } from '../support/courses.ts';
import { registerStudent } from '../support/students.ts';

type Seed = { course: Course; batch: Batch; coupon: Coupon; practiceId: string; tag: string };

/**
 * A coding problem (sum of a list, Python driver) made through the staff questions API, a course
 * whose first module has an article and a practice lesson on that problem, an open batch and a
 * 100 % coupon (so the student enrols without the payment steps).
 */
async function seed(api: APIRequestContext): Promise<Seed> {
  const tag = runTag();
  const problem = await api.post('/api/v1/admin/coding-problems', {
    data: {
      problemId: `${tag}-sum`,
      title: `${tag} Sum of a list`,
      description: 'Read the numbers and print their **sum**.',
      tags: ['math'],
      inputFormat: 'Integers separated by spaces',
      outputFormat: 'Their sum',
      constraints: ['1 <= n <= 1000'],
      hints: [{ language: 'general', text: 'Python has sum().' }],
      boilerplate: [
        {
          language: 'python',
          code: 'def total(nums):\n    pass\n',
          mainCode:
            'import sys\n\nnums = list(map(int, sys.stdin.read().split()))\n{{USER_CODE}}\nprint(total(nums))\n',
        },
      ],
      solutions: [{ language: 'python', code: 'def total(nums):\n    return sum(nums)\n' }],
      testCases: [
        { input: '1 2 3', expectedOutput: '6', isHidden: false, points: 5 },
        { input: '40 2', expectedOutput: '42', isHidden: true, points: 5 },
        { input: '-5 5 7', expectedOutput: '7', isHidden: true, points: 5 },
      ],
      points: 15,
      difficulty: 'easy',
    },
  });
  expect(problem.status(), await problem.text()).toBe(201);
  const problemId = ((await problem.json()) as { data: { codingProblem: { _id: string } } }).data
    .codingProblem._id;

  const seeded = await seedCourse(api, {
    tag,
    title: 'Python Practice',
    modules: [
      {
        title: 'Lists',
        lessons: [
          { title: 'Lists in Python', kind: 'article', body: '# Lists\n\nA list holds items.' },
          { title: 'Add them up', kind: 'practice', problemId, durationMinutes: 20 },
        ],
      },
    ],
    batches: [{ name: 'Practice Batch', startsIn: 2 }],
    couponSuffix: 'PRAC',
  });
  return {
    tag,
    course: seeded.course,
    batch: seeded.batches[0]!,
    practiceId: seeded.lessonIds[0]![1]!,
    coupon: seeded.coupon,
  };
}

test('a practice lesson: write a solution, submit it, every test passes and the lesson is done', async ({
  browser,
  adminApi,
}) => {
  test.slow();
  const { tag, batch, coupon, practiceId } = await seed(adminApi);
  const { page } = await registerStudent(browser, {
    tag,
    lastName: 'Practiser',
    phone: uniqueMobile('8', 80),
  });
  await enrolFree(page, batch._id, coupon.code);

  await page.goto(`/classroom/${batch._id}/lessons/${practiceId}`);
  const panel = page.getByTestId('lesson-practice');
  await expect(panel.getByRole('heading', { name: `${tag} Sum of a list` })).toBeVisible();
  await expect(panel.locator('strong', { hasText: 'sum' })).toBeVisible(); // Markdown statement
  await expect(page.getByTestId('practice-best')).toHaveText('Not submitted yet');
  await expect(page.getByTestId('lesson-mark-done')).toBeVisible();
  const editor = page.getByRole('textbox', { name: `Your Python code for ${tag} Sum of a list` });
  await expect(editor).toContainText('def total(nums):');
  expect(await seriousViolations(page)).toEqual([]);

  // A run: the sample only.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('def total(nums):\n    return sum(nums)\n');
  await page.getByTestId('practice-run').click();
  const result = page.getByTestId('practice-result');
  await expect(result.getByTestId('submission-verdict')).toHaveText('Accepted', {
    timeout: 60_000,
  });
  await expect(result).toContainText('1/1 tests passed');

  // The submit: every test, the hidden ones without their data; the lesson becomes done.
  await page.getByTestId('practice-submit').click();
  await expect(result.getByTestId('submission-result')).toHaveAttribute('data-kind', 'submit', {
    timeout: 60_000,
  });
  await expect(result.getByTestId('submission-verdict')).toHaveText('Accepted');
  await expect(result).toContainText('3/3 tests passed');
  await expect(result.getByTestId('test-hidden')).toHaveCount(2);
  await expect(page.getByTestId('practice-solved')).toBeVisible();
  await expect(page.getByTestId('practice-best')).toHaveText('Best: 3 of 3 tests passed');
  await expect(page.getByTestId('lesson-done-badge')).toBeVisible();
  await expect(page.getByTestId('lesson-undo')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Kept after a reload, the code as typed too.
  await page.reload();
  await expect(page.getByTestId('practice-best')).toHaveText('Best: 3 of 3 tests passed');
  await expect(editor).toContainText('return sum(nums)');
  await expect(page.getByTestId('lesson-done-badge')).toBeVisible();
  await expect(page.getByTestId('practice-recent')).toHaveCount(2);
  await page.context().close();
});
