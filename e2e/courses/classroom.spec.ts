import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { istToday, type Batch, type Coupon, type Course } from '@app/shared';

import { expect, runTag, seriousViolations, test, uniqueMobile } from '../support/admin.ts';
import { addDays, registerStudent } from '../support/students.ts';

type Seed = { tag: string; course: Course; batches: Batch[]; coupon: Coupon };

/**
 * A course with Discord access, two modules of lessons, two announcements and two open batches,
 * plus a 100 % coupon for it (so students enrol without the payment steps).
 */
async function seedCourse(api: APIRequestContext): Promise<Seed> {
  const tag = runTag();
  const created = await api.post('/api/v1/admin/courses', {
    data: {
      state: 'published',
      title: `${tag} Kubernetes in Practice`,
      price: 15_000,
      type: 'online',
      duration_weeks: 6,
      discord_access: true,
      metaData: { difficulty: 'Advanced', category: [`${tag} Ops`], language: 'English' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const course = ((await created.json()) as { data: { course: Course } }).data.course;
  const modules = await api.put(`/api/v1/admin/courses/${course._id}/modules`, {
    data: {
      modules: [
        {
          title: 'Containers first',
          lessons: [
            { title: 'Images and layers', durationMinutes: 30 },
            { title: 'Running a container', durationMinutes: 45 },
          ],
        },
        {
          title: 'Clusters',
          lessons: [
            { title: 'Pods and deployments', durationMinutes: 60 },
            { title: 'Services and ingress', durationMinutes: 50 },
          ],
        },
      ],
    },
  });
  expect(modules.ok(), await modules.text()).toBeTruthy();
  for (const title of ['Welcome to the batch', 'Lab cluster is ready']) {
    const res = await api.post(`/api/v1/admin/courses/${course._id}/announcements`, {
      data: { title, body: `${title}. See you in class.` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const today = istToday();
  const batches: Batch[] = [];
  for (const [name, offset] of [
    ['Morning', 5],
    ['Evening', 9],
  ] as const) {
    const start = addDays(today, offset);
    const res = await api.post('/api/v1/admin/batches', {
      data: {
        name: `${tag} ${name} Batch`,
        course: course._id,
        startDate: start,
        endDate: addDays(start, 40),
        enrollmentEndDate: addDays(today, 3),
        price: 15_000,
        discount: 0,
        discountType: 'flat',
        seats: 25,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    batches.push(((await res.json()) as { data: { createdBatch: Batch } }).data.createdBatch);
  }
  const coupon = await api.post('/api/v1/admin/coupons', {
    data: {
      code: `${tag}CLASS`,
      type: 'percentage',
      value: 100,
      scope: 'course',
      courseId: course._id,
      perUserLimit: 5,
      validFrom: new Date(Date.now() - 86_400_000).toISOString(),
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  });
  expect(coupon.status(), await coupon.text()).toBe(201);
  return {
    tag,
    course,
    batches,
    coupon: ((await coupon.json()) as { data: { coupon: Coupon } }).data.coupon,
  };
}

async function newStudent(browser: Browser, tag: string, index: number): Promise<Page> {
  const phone = uniqueMobile('8', 60 + index);
  return (await registerStudent(browser, { tag, lastName: `Learner${index}`, phone })).page;
}

async function enrolFree(page: Page, batchId: string, couponCode: string) {
  const res = await page.request.post('/api/v1/checkout/orders', {
    data: { batchId, couponCode, method: 'online' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The seeded lessons by their place ("module.lesson"); the page keys lessons by their ids. */
const LESSON_AT: Record<string, string> = {
  '0.0': 'Images and layers',
  '0.1': 'Running a container',
  '1.0': 'Pods and deployments',
  '1.1': 'Services and ingress',
};
const lesson = (page: Page, place: string) =>
  page.getByTestId('classroom-lesson').filter({ hasText: LESSON_AT[place] });

test.describe('classroom', () => {
  test('a ticked lesson survives a reload; schedule, Discord and announcements are there', async ({
    browser,
    adminApi,
  }) => {
    const seed = await seedCourse(adminApi);
    const [batch] = seed.batches as [Batch, Batch];
    const page = await newStudent(browser, seed.tag, 1);
    await enrolFree(page, batch._id, seed.coupon.code);

    // One batch: the classroom opens it straight away.
    await page.goto('/classroom');
    await expect(page.getByTestId('classroom-course-title')).toHaveText(seed.course.title);
    await expect(page.getByTestId('classroom-batch-name')).toHaveText(batch.name);
    await expect(page.getByTestId('classroom-schedule')).toContainText('Starts in 5 days');
    await expect(page.getByTestId('classroom-discord-link')).toHaveAttribute('href', /^https:\/\//);
    const news = page.getByTestId('classroom-announcement');
    await expect(news).toHaveCount(2);
    await expect(news.first()).toContainText('Lab cluster is ready');
    await expect(page.getByTestId('classroom-progress')).toContainText('0 of 4 lessons done');
    expect(await seriousViolations(page)).toEqual([]);

    // Tick the second lesson of the first module: shown at once, saved by PUT.
    const item = lesson(page, '0.1');
    await expect(item).toContainText('Running a container');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/classroom/${batch._id}/progress`) && r.request().method() === 'PUT',
    );
    await item.click();
    await expect(item.getByRole('checkbox')).toBeChecked();
    await expect(page.getByTestId('classroom-progress-percent')).toHaveText('25%');
    expect((await saved).status()).toBe(200);

    await page.reload();
    await expect(lesson(page, '0.1').getByRole('checkbox')).toBeChecked();
    await expect(lesson(page, '0.0').getByRole('checkbox')).not.toBeChecked();
    await expect(page.getByTestId('classroom-progress')).toContainText('1 of 4 lessons done');

    // Unticking is saved too.
    const unsaved = page.waitForResponse(
      (r) => r.url().endsWith(`/classroom/${batch._id}/progress`) && r.request().method() === 'PUT',
    );
    await lesson(page, '0.1').click();
    await unsaved;
    await page.reload();
    await expect(lesson(page, '0.1').getByRole('checkbox')).not.toBeChecked();
    await page.context().close();
  });

  test('several batches are cards with progress; an empty classroom points to the courses', async ({
    browser,
    adminApi,
  }) => {
    const seed = await seedCourse(adminApi);
    const page = await newStudent(browser, seed.tag, 2);

    await page.goto('/classroom');
    await expect(page.getByTestId('classroom-empty')).toContainText('No batches yet');

    for (const b of seed.batches) await enrolFree(page, b._id, seed.coupon.code);
    await page.reload();
    const cards = page.getByTestId('classroom-batch');
    await expect(cards).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    const evening = cards.filter({ hasText: seed.batches[1]!.name });
    await expect(evening.getByTestId('classroom-batch-status')).toHaveText('Upcoming');
    await expect(evening.getByTestId('classroom-batch-progress')).toContainText('0 of 4 lessons');

    await evening.getByTestId('classroom-batch-open').click();
    await expect(page).toHaveURL(`/classroom?batch=${seed.batches[1]!._id}`);
    await lesson(page, '0.0').click();
    await expect(lesson(page, '0.0').getByRole('checkbox')).toBeChecked();
    await page.getByTestId('classroom-back').click();
    await expect(evening.getByTestId('classroom-batch-progress')).toContainText('1 of 4 lessons');
    await page.context().close();
  });
});
