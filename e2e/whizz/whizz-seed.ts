import { istToday, type Batch, type Course } from '@app/shared';

import { uniqueMobile } from '../support/admin.ts';
import { freeCourseCoupon } from '../support/courses.ts';
import { addDays, registerStudent, type Student } from '../support/students.ts';
import { expect, type APIRequestContext, type Browser, type Page } from '../support/test.ts';

export type WhizzSeed = {
  tag: string;
  batch: Batch;
  couponCode: string;
  mcq: { id: string; question: string; options: string[] };
  fib: { id: string; question: string; answer: string };
  coding: { id: string; title: string };
};

async function created<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, key: string) {
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Record<string, T> }).data[key]!;
}

/**
 * A course with one open batch and a 100 % coupon (students enrol without paying), and one
 * question of each type, all named after `tag` so the pickers find exactly them.
 */
export async function seedWhizzWorld(api: APIRequestContext, tag: string): Promise<WhizzSeed> {
  const course = await created<Course>(
    await api.post('/api/v1/admin/courses', {
      data: {
        state: 'published',
        title: `${tag} Python Foundations`,
        price: 9_000,
        type: 'online',
        duration_weeks: 6,
        metaData: { difficulty: 'Beginner', category: [`${tag} Code`], language: 'English' },
      },
    }),
    'course',
  );
  const today = istToday();
  const batch = await created<Batch>(
    await api.post('/api/v1/admin/batches', {
      data: {
        name: `${tag} Quiz Batch`,
        course: course._id,
        startDate: addDays(today, 4),
        endDate: addDays(today, 50),
        enrollmentEndDate: addDays(today, 3),
        price: 9_000,
        discount: 0,
        discountType: 'flat',
        seats: 25,
      },
    }),
    'createdBatch',
  );
  const couponCode = `${tag}QUIZ`;
  await created(
    await api.post('/api/v1/admin/coupons', { data: freeCourseCoupon(couponCode, course._id) }),
    'coupon',
  );

  const mcqQuestion = `${tag}: which keyword defines a function in Python?`;
  const mcqOptions = ['func', 'def', 'lambda only', 'function'];
  const mcq = await created<{ _id: string }>(
    await api.post('/api/v1/admin/mcqs', {
      data: {
        question: mcqQuestion,
        options: mcqOptions.map((text) => ({ text, isCorrect: text === 'def' })),
        selectionType: 'single',
        points: 2,
        difficulty: 'easy',
        tags: [tag.toLowerCase()],
      },
    }),
    'mcq',
  );
  const fibQuestion = `${tag}: the built-in that prints to the screen is ____`;
  const fib = await created<{ _id: string }>(
    await api.post('/api/v1/admin/fillintheblank', {
      data: {
        question: fibQuestion,
        correctAnswer: 'print',
        points: 3,
        difficulty: 'easy',
        tags: [tag.toLowerCase()],
      },
    }),
    'fillInTheBlank',
  );
  const codingTitle = `${tag} Add two numbers`;
  const coding = await created<{ _id: string }>(
    await api.post('/api/v1/admin/coding-problems', {
      data: {
        problemId: `${tag}-add`,
        title: codingTitle,
        description: 'Read two integers a and b and print their sum.',
        tags: [tag.toLowerCase()],
        inputFormat: 'One line: a and b separated by a space.',
        outputFormat: 'One line: a + b.',
        constraints: ['-10^9 <= a, b <= 10^9'],
        hints: [{ language: 'general', text: 'Split the line and convert both parts to numbers.' }],
        boilerplate: [
          { language: 'python', code: '# read a and b, print a + b\n' },
          {
            language: 'javascript',
            code: "const lines = require('fs').readFileSync(0, 'utf8');\n",
          },
        ],
        solutions: [
          { language: 'python', code: 'a, b = map(int, input().split())\nprint(a + b)\n' },
        ],
        testCases: [
          { input: '2 3\n', expectedOutput: '5', isHidden: false, points: 1 },
          { input: '10 -4\n', expectedOutput: '6', isHidden: false, points: 1 },
          {
            input: '1000000000 1000000000\n',
            expectedOutput: '2000000000',
            isHidden: true,
            points: 2,
          },
        ],
        points: 5,
        difficulty: 'easy',
      },
    }),
    'codingProblem',
  );
  return {
    tag,
    batch,
    couponCode,
    mcq: { id: mcq._id, question: mcqQuestion, options: mcqOptions },
    fib: { id: fib._id, question: fibQuestion, answer: 'print' },
    coding: { id: coding._id, title: codingTitle },
  };
}

/** A new student enrolled (free, by coupon) in the seed's batch. */
export async function enrolledStudent(
  browser: Browser,
  seed: WhizzSeed,
  index: number,
): Promise<Student> {
  const phone = uniqueMobile('7', 40 + index);
  const student = await registerStudent(browser, {
    tag: seed.tag,
    lastName: `Quizzer${index}`,
    phone,
  });
  const res = await student.page.request.post('/api/v1/checkout/orders', {
    data: { batchId: seed.batch._id, couponCode: seed.couponCode, method: 'online' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return student;
}

/** A whizz made through the admin API (for the short and the upcoming quiz). */
export async function createWhizzByApi(
  api: APIRequestContext,
  seed: WhizzSeed,
  opts: { title: string; startMs: number; minutes: number; attemptMinutes?: number },
): Promise<string> {
  const whizz = await created<{ _id: string }>(
    await api.post('/api/v1/admin/whizz', {
      data: {
        title: opts.title,
        description: 'One MCQ and one blank, against the clock.',
        isPublic: false,
        duration: { value: opts.minutes, unit: 'minutes' },
        attemptMinutes: opts.attemptMinutes ?? null,
        startDate: new Date(opts.startMs).toISOString(),
        totalScore: 10,
        batches: [{ batchId: seed.batch._id, isActive: true }],
        questions: [
          { questionId: seed.mcq.id, type: 'MCQ' },
          { questionId: seed.fib.id, type: 'FillInTheBlank' },
        ],
      },
    }),
    'whizz',
  );
  return whizz._id;
}

/** An instant as the IST wall-clock value of a datetime-local input. */
export function istInput(ms: number): string {
  return new Date(ms + 330 * 60_000).toISOString().slice(0, 16);
}

/** Screenshots at 1280 and 390 px wide when WHIZZ_SHOTS names a folder. */
export async function shots(page: Page, name: string) {
  const dir = process.env.WHIZZ_SHOTS;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
