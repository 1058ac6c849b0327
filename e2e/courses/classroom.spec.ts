import { readFile } from 'node:fs/promises';

import type { APIRequestContext, Browser, Page } from '@playwright/test';

import type { Batch } from '@app/shared';

import {
  BASE_URL,
  expect,
  runTag,
  seriousViolations,
  test,
  uniqueMobile,
} from '../support/admin.ts';
import { enrolFree, seedCourse, type SeededCourse } from '../support/courses.ts';
import { registerStudent } from '../support/students.ts';

type Seed = SeededCourse & { tag: string };

/**
 * A course with Discord access, two modules of lessons, two announcements and two open batches,
 * plus a 100 % coupon for it (so students enrol without the payment steps).
 */
async function seedClassroomCourse(
  api: APIRequestContext,
  { clustersOpenOn = 7 }: { clustersOpenOn?: number | null } = {},
): Promise<Seed> {
  const tag = runTag();
  const seeded = await seedCourse(api, {
    tag,
    title: 'Kubernetes in Practice',
    price: 15_000,
    discordAccess: true,
    modules: [
      {
        title: 'Containers first',
        lessons: [
          {
            title: 'Images and layers',
            durationMinutes: 30,
            kind: 'article',
            body: '## Layers\n\nEvery `RUN` adds a layer.\n\n```bash\ndocker build -t app .\n```',
          },
          {
            title: 'Running a container',
            durationMinutes: 45,
            kind: 'resources',
            body: 'Keep these open while you work.',
            resources: [
              {
                title: 'docker run reference',
                url: 'https://docs.docker.com/reference/cli/docker/container/run/',
              },
            ],
          },
        ],
      },
      {
        title: 'Clusters',
        // opens a week after the batch starts (null: from enrolment)
        unlockDay: clustersOpenOn,
        lessons: [
          { title: 'Pods and deployments', durationMinutes: 60 },
          { title: 'Services and ingress', durationMinutes: 50 },
        ],
      },
    ],
    batches: [
      { name: 'Morning Batch', startsIn: 5 },
      { name: 'Evening Batch', startsIn: 9 },
    ],
    couponSuffix: 'CLASS',
  });
  for (const title of ['Welcome to the batch', 'Lab cluster is ready']) {
    const res = await api.post(`/api/v1/admin/courses/${seeded.course._id}/announcements`, {
      data: { title, body: `${title}. See you in class.` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return { ...seeded, tag };
}

async function newStudent(browser: Browser, tag: string, index: number): Promise<Page> {
  const phone = uniqueMobile('8', 60 + index);
  return (await registerStudent(browser, { tag, lastName: `Learner${index}`, phone })).page;
}

/** The classroom row of the lesson at a place ("0.1": module 0, lesson 1). */
const lesson = (page: Page, seed: Seed, place: string) => {
  const [m, l] = place.split('.').map(Number) as [number, number];
  return page.locator(
    `[data-testid="classroom-lesson"][data-lesson-id="${seed.lessonIds[m]![l]}"]`,
  );
};
/** Ticks or unticks a lesson with its checkbox (the title opens the lesson). */
const tickBox = (row: ReturnType<typeof lesson>) => row.locator('label').click();

test.describe('classroom', () => {
  test('a ticked lesson survives a reload; schedule, Discord and announcements are there', async ({
    browser,
    adminApi,
  }) => {
    const seed = await seedClassroomCourse(adminApi);
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
    const item = lesson(page, seed, '0.1');
    await expect(item).toContainText('Running a container');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/classroom/${batch._id}/progress`) && r.request().method() === 'PUT',
    );
    await tickBox(item);
    await expect(item.getByRole('checkbox')).toBeChecked();
    await expect(page.getByTestId('classroom-progress-percent')).toHaveText('25%');
    expect((await saved).status()).toBe(200);

    await page.reload();
    await expect(lesson(page, seed, '0.1').getByRole('checkbox')).toBeChecked();
    await expect(lesson(page, seed, '0.0').getByRole('checkbox')).not.toBeChecked();
    await expect(page.getByTestId('classroom-progress')).toContainText('1 of 4 lessons done');

    // Unticking is saved too.
    const unsaved = page.waitForResponse(
      (r) => r.url().endsWith(`/classroom/${batch._id}/progress`) && r.request().method() === 'PUT',
    );
    await tickBox(lesson(page, seed, '0.1'));
    await unsaved;
    await page.reload();
    await expect(lesson(page, seed, '0.1').getByRole('checkbox')).not.toBeChecked();
    await page.context().close();
  });

  test('several batches are cards with progress; an empty classroom points to the courses', async ({
    browser,
    adminApi,
  }) => {
    const seed = await seedClassroomCourse(adminApi);
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
    await tickBox(lesson(page, seed, '0.0'));
    await expect(lesson(page, seed, '0.0').getByRole('checkbox')).toBeChecked();
    await page.getByTestId('classroom-back').click();
    await expect(evening.getByTestId('classroom-batch-progress')).toContainText('1 of 4 lessons');
    await page.context().close();
  });

  test('a student opens a lesson, reads it, marks it done and moves on; a dripped module waits', async ({
    browser,
    adminApi,
    adminState,
  }) => {
    const seed = await seedClassroomCourse(adminApi);
    const [batch] = seed.batches as [Batch, Batch];
    const page = await newStudent(browser, seed.tag, 3);
    await enrolFree(page, batch._id, seed.coupon.code);

    await page.goto('/classroom');
    // The module that drips shows the day it opens (a week after the start, 5 days away).
    const clusters = page.getByTestId('classroom-module').filter({ hasText: 'Clusters' });
    await expect(clusters).toContainText('Opens on');
    await page.getByTestId('classroom-continue').click();
    await expect(page).toHaveURL(`/classroom/${batch._id}/lessons/${seed.lessonIds[0]![0]}`);
    await expect(page.getByTestId('lesson-title')).toHaveText('Images and layers');
    await expect(page).toHaveTitle(/Images and layers/);
    // Markdown notes: a heading, inline code and a highlighted code block
    const notes = page.getByTestId('lesson-markdown');
    await expect(notes.getByRole('heading', { name: 'Layers' })).toBeVisible();
    await expect(notes.locator('pre code')).toContainText('docker build -t app .');
    await expect(page.getByTestId('lesson-outline')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('lesson-mark-done').click();
    await expect(page.getByTestId('lesson-done-badge')).toBeVisible();
    await expect(page.getByTestId('lesson-progress')).toContainText('1 of 4 lessons done');
    await expect(page.getByTestId('lesson-undo')).toBeVisible();

    await page.getByTestId('lesson-next').click();
    await expect(page.getByTestId('lesson-title')).toHaveText('Running a container');
    await expect(page.getByTestId('lesson-resource')).toHaveAttribute(
      'href',
      'https://docs.docker.com/reference/cli/docker/container/run/',
    );
    await expect(page.getByTestId('lesson-prev')).toContainText('Images and layers');

    // The next module is not open yet: its lesson says when, and offers no "Mark as done".
    await page.getByTestId('lesson-next').click();
    await expect(page.getByTestId('lesson-title')).toHaveText('Pods and deployments');
    await expect(page.getByTestId('lesson-locked')).toContainText('This lesson opens on');
    await expect(page.getByTestId('lesson-mark-done')).toHaveCount(0);

    // Back in the classroom the first lesson is ticked.
    await page.getByTestId('lesson-back').click();
    await expect(lesson(page, seed, '0.0').getByRole('checkbox')).toBeChecked();
    await expect(page.getByTestId('classroom-progress')).toContainText('1 of 4 lessons done');
    await page.context().close();

    // Staff see the progress in the batch's student list and export it as CSV.
    const staff = await browser.newContext({ baseURL: BASE_URL, storageState: adminState });
    const admin = await staff.newPage();
    await admin.goto(`/admin/courses/${seed.course._id}/batches/${batch._id}`);
    await expect(admin.getByText('Learner3').first()).toBeVisible();
    const download = admin.waitForEvent('download');
    await admin.getByTestId('export-csv').click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv).toContain('Lessons done');
    expect(csv).toMatch(/Learner3.*,1,4,25/);
    await staff.close();
  });

  test('on a phone the outline is a drawer', async ({ browser, adminApi }) => {
    const seed = await seedClassroomCourse(adminApi);
    const [batch] = seed.batches as [Batch, Batch];
    const page = await newStudent(browser, seed.tag, 4);
    await page.setViewportSize({ width: 390, height: 844 });
    await enrolFree(page, batch._id, seed.coupon.code);
    await page.goto(`/classroom/${batch._id}/lessons/${seed.lessonIds[0]![1]}`);
    await expect(page.getByTestId('lesson-title')).toHaveText('Running a container');
    await expect(page.getByTestId('lesson-outline')).toBeHidden();
    await page.getByTestId('lesson-outline-open').click();
    const drawer = page.getByTestId('lesson-outline-drawer');
    await expect(drawer.getByRole('heading', { name: 'Course outline' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Images and layers' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('lesson-title')).toHaveText('Images and layers');
    // Someone else's lesson address is not found.
    await page.goto(`/classroom/${seed.batches[1]!._id}/lessons/${seed.lessonIds[0]![0]}`);
    await expect(page.getByTestId('lesson-problem')).toContainText('Lesson not found');
    await page.context().close();
  });

  test('a student completes the course and anyone verifies the certificate', async ({
    browser,
    adminApi,
  }) => {
    const seed = await seedClassroomCourse(adminApi, { clustersOpenOn: null });
    const [batch] = seed.batches as [Batch, Batch];
    const page = await newStudent(browser, seed.tag, 5);
    await enrolFree(page, batch._id, seed.coupon.code);

    await page.goto('/classroom');
    const requirements = page.getByTestId('classroom-completion-requirements');
    await expect(requirements).toContainText('0 of 4 lessons done');
    await expect(page.getByTestId('classroom-quizzes')).toHaveCount(0);
    for (const place of ['0.0', '0.1', '1.0', '1.1']) {
      // the second module opens its accordion first
      if (place === '1.0') await page.getByRole('button', { name: /Clusters/ }).click();
      await tickBox(lesson(page, seed, place));
      await expect(lesson(page, seed, place).getByRole('checkbox')).toBeChecked();
    }
    // The worker issues the certificate moments after the last tick; the card asks again.
    const earned = page.getByTestId('classroom-certificate');
    await expect(earned).toContainText('You completed the course!', { timeout: 20_000 });
    const code = (await page.getByTestId('classroom-certificate-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(page.getByTestId('classroom-certificate-linkedin')).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${BASE_URL}/certificates/${code}`)}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('classroom-certificate-view').click();
    await expect(page).toHaveURL(`/certificates/${code}`);
    await expect(page.getByTestId('certificate-genuine')).toContainText(
      'Certificate of completion awarded to',
    );
    await page.context().close();

    // Anyone, signed out, checks it from the code.
    const visitor = await browser.newContext({ baseURL: BASE_URL });
    const check = await visitor.newPage();
    await check.goto(`/certificates/${code.toLowerCase()}`);
    await expect(check.getByTestId('certificate-name')).toHaveText(`${seed.tag} Learner5`);
    await expect(check.getByTestId('certificate-webinar')).toHaveText(seed.course.title);
    await expect(check.getByTestId('certificate-linkedin-add')).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME/,
    );
    const pdf = await check.request.get(`/api/v1/certificates/${code}/pdf`);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect(await seriousViolations(check)).toEqual([]);
    await visitor.close();
  });
});
