import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import {
  COURSES_MSG,
  CALLBACK_MSG,
  durationWeeks,
  formatDay,
  formatInr,
  GST_NOTE,
  istToday,
  type Batch,
  type Course,
  type PersonRef,
} from '@app/shared';

import { expect, runTag, test } from '../support/admin.ts';
import { withoutServerData } from '../support/server-render.ts';

type Seed = {
  tag: string;
  category: string;
  instructor: string;
  rust: Course;
  go: Course;
  kotlin: Course;
  batch: Batch;
};

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function createCourse(
  api: APIRequestContext,
  body: Record<string, unknown> & { metaData: Record<string, unknown> },
): Promise<Course> {
  const res = await api.post('/api/v1/admin/courses', { data: { state: 'published', ...body } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { course: Course } }).data.course;
}

/**
 * Three published courses in a category of their own (so the demo catalogue never disturbs the
 * counts), one of them with every metaData section, modules, an announcement and a batch.
 */
async function seedCatalogue(api: APIRequestContext): Promise<Seed> {
  const tag = runTag();
  const category = `${tag} Systems`;
  const staffRes = await api.get('/api/v1/admin/courses/staff');
  expect(staffRes.ok(), await staffRes.text()).toBeTruthy();
  const { staff } = ((await staffRes.json()) as { data: { staff: PersonRef[] } }).data;
  const rust = await createCourse(api, {
    instructors: staff.slice(0, 1).map((p) => p._id),
    title: `${tag} Rust Systems Programming`,
    price: 12_000,
    discountPercentage: 10,
    type: 'online',
    duration_weeks: 5,
    discord_access: true,
    metaData: {
      difficulty: 'Beginner',
      category: [category],
      language: 'English',
      certificate: true,
      description:
        'Learn Rust from ownership to async services.\n\nEvery week ends with a project.',
      outcomes: ['Write memory-safe systems code', 'Ship an async web service'],
      requirements: ['Comfort with any programming language'],
      content: [
        { title: 'Ownership and borrowing', content: ['Moves', 'Lifetimes'] },
        { title: 'Async Rust', content: ['Futures', 'Tokio runtime'] },
      ],
      techStack: ['Rust', 'Tokio', 'Axum'],
      features: ['Weekly code reviews', 'Lifetime recordings'],
      faqs: [{ question: 'Can I switch batches?', answer: 'Yes, once, before the second week.' }],
      displayVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      displayTags: ['New'],
    },
  });
  const go = await createCourse(api, {
    title: `${tag} Go Microservices`,
    price: 30_000,
    discountPercentage: 0,
    type: 'offline',
    duration_weeks: 8,
    metaData: { difficulty: 'Advanced', category: [category], language: 'Hindi' },
  });
  const kotlin = await createCourse(api, {
    title: `${tag} Kotlin Android Apps`,
    price: 45_000,
    discountPercentage: 20,
    type: 'online',
    duration_weeks: 12,
    metaData: { difficulty: 'Intermediate', category: [category], language: 'English' },
  });

  const modules = await api.put(`/api/v1/admin/courses/${rust._id}/modules`, {
    data: {
      modules: [
        {
          title: 'Getting started',
          description: 'Toolchain and first program',
          lessons: [{ title: 'Installing rustup', durationMinutes: 12, isPreview: true }],
        },
      ],
    },
  });
  expect(modules.ok(), await modules.text()).toBeTruthy();
  const news = await api.post(`/api/v1/admin/courses/${rust._id}/announcements`, {
    data: { title: 'Orientation on Saturday', body: 'Join the welcome call at 11 AM.' },
  });
  expect(news.status(), await news.text()).toBe(201);

  const today = istToday();
  const startDate = addDays(today, 10);
  const created = await api.post('/api/v1/admin/batches', {
    data: {
      name: `${tag} Evening Batch`,
      course: rust._id,
      startDate,
      // 30 days: 30 ÷ 7 = 4.3, shown as 5 weeks.
      endDate: addDays(startDate, 30),
      enrollmentEndDate: addDays(today, 8),
      price: 15_000,
      discount: 2_000,
      discountType: 'flat',
      priceTitle: 'Early bird',
      seats: 40,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const batch = ((await created.json()) as { data: { createdBatch: Batch } }).data.createdBatch;
  return { tag, category, instructor: staff[0]?.name ?? '', rust, go, kotlin, batch };
}

const cards = (page: Page) => page.getByTestId('course-card');

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('course catalogue', () => {
  test('browse, filter by category, difficulty and price, and search; filters live in the URL', async ({
    page,
    adminApi,
  }) => {
    const seed = await seedCatalogue(adminApi);

    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Courses that get you');
    await expect(cards(page).first()).toBeVisible();

    // Category: only the three seeded courses.
    await page.getByTestId('filter-category').selectOption(seed.category);
    await expect(page).toHaveURL(/category=/);
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByTestId('courses-count')).toHaveText('3 courses found');
    expect(await seriousViolations(page)).toEqual([]);

    // A card shows difficulty, duration, tag and the discounted price in rupees.
    const rustCard = cards(page).filter({ hasText: seed.rust.title });
    await expect(rustCard.getByTestId('course-card-difficulty')).toContainText('Beginner');
    await expect(rustCard).toContainText('5 weeks');
    await expect(rustCard).toContainText('New');
    await expect(rustCard.getByTestId('course-card-price-final')).toHaveText(formatInr(10_800));
    await expect(rustCard.getByTestId('course-card-price-original')).toHaveText('₹12,000');
    await expect(rustCard.getByTestId('course-card-price-discount')).toHaveText('10% off');
    // list prices are before GST, and say so: checkout adds it on top
    await expect(rustCard.getByTestId('course-card-price-gst')).toHaveText(GST_NOTE);
    // No thumbnail: the gradient with the course's initials.
    await expect(rustCard.getByTestId('course-thumbnail-fallback')).toHaveText('ZP');

    // Difficulty.
    await page.getByTestId('filter-difficulty').selectOption('Advanced');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(seed.go.title);
    await page.getByTestId('filter-difficulty').selectOption('');

    // Price: courses priced at most the chosen number (₹30,000 keeps the ₹30,000 course).
    await page.getByTestId('filter-price').selectOption('30000');
    await expect(page).toHaveURL(/price=30000/);
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).filter({ hasText: seed.kotlin.title })).toHaveCount(0);
    await page.getByTestId('filter-price').selectOption('10000');
    await expect(page.getByTestId('courses-empty')).toContainText('No courses match your search');

    // The filters survive a reload (they are in the URL); clearing them brings everything back.
    await page.reload();
    await expect(page.getByTestId('filter-price')).toHaveValue('10000');
    await expect(page.getByTestId('filter-category')).toHaveValue(seed.category);
    await page.getByTestId('courses-clear-filters').click();
    await expect(page).not.toHaveURL(/category=/);

    // Search waits for typing to stop, then asks the API.
    const searched = page.waitForRequest(
      (req) => req.url().includes('/api/v1/courses?') && req.url().includes('Kotlin'),
    );
    await page.getByTestId('courses-search').fill(`${seed.tag} Kotlin`);
    await searched;
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(seed.kotlin.title);
    await expect(page).toHaveURL(/search=/);
  });

  test('a failing list shows the spec text and retries', async ({ page }) => {
    await withoutServerData(page);
    let fail = true;
    await page.route('**/api/v1/courses?*', (route) =>
      fail ? route.fulfill({ status: 500, json: { success: false } }) : route.fallback(),
    );
    await page.route('**/api/v1/courses', (route) =>
      fail ? route.fulfill({ status: 500, json: { success: false } }) : route.fallback(),
    );
    await page.goto('/courses');
    const error = page.getByTestId('courses-error');
    await expect(error).toContainText(COURSES_MSG.fetchCoursesFailed);
    fail = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page).first()).toBeVisible();
  });

  test('the course page shows every section, the batches with computed weeks, and the callback popup', async ({
    page,
    adminApi,
  }) => {
    const seed = await seedCatalogue(adminApi);
    await page.goto('/courses');
    await page.getByTestId('filter-category').selectOption(seed.category);
    await cards(page).filter({ hasText: seed.rust.title }).getByRole('link').click();
    await expect(page).toHaveURL(`/courses/${seed.rust._id}`);
    await expect(page.getByTestId('course-title')).toHaveText(seed.rust.title);
    await expect(page.getByTestId('course-price-final')).toHaveText('₹10,800');
    await expect(page.getByTestId('batch-card')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    for (const section of [
      'about',
      'outcomes',
      'batches',
      'curriculum',
      'modules',
      'tech-stack',
      'features',
      'preview',
      'requirements',
      'instructors',
      'certificate',
      'announcements',
      'faqs',
    ]) {
      await expect(page.getByTestId(`course-section-${section}`)).toBeVisible();
    }
    await expect(page.getByText('Every week ends with a project.')).toBeVisible();
    await expect(page.getByText('Ship an async web service')).toBeVisible();
    await expect(page.getByTestId('course-tech-stack')).toContainText('Tokio');
    await expect(page.getByText('Orientation on Saturday')).toBeVisible();
    await expect(page.getByTestId('course-instructors')).toContainText(seed.instructor);
    await expect(page.getByTestId('course-modules')).toContainText('Getting started');
    await expect(page.getByTitle(`${seed.rust.title}: course preview video`)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );

    // Content outline: the first section open, one at a time.
    const outline = page.getByTestId('course-outline');
    await expect(outline.getByText('Lifetimes')).toBeVisible();
    await outline.getByRole('button', { name: /Async Rust/ }).click();
    await expect(outline.getByText('Tokio runtime')).toBeVisible();
    await expect(outline.getByText('Lifetimes')).toBeHidden();

    // FAQ opens on click.
    await page.getByRole('button', { name: 'Can I switch batches?' }).click();
    await expect(page.getByText('Yes, once, before the second week.')).toBeVisible();

    // The batch: dates, deadline, weeks = days ÷ 7 rounded up, price, discount, seats, Enrol link.
    const batch = page.getByTestId('batch-card');
    await expect(batch).toHaveCount(1);
    expect(durationWeeks(seed.batch.startDate, seed.batch.endDate)).toBe(5);
    await expect(batch.getByTestId('batch-weeks')).toHaveText('5 weeks');
    await expect(batch).toContainText('Early bird');
    await expect(batch.getByTestId('batch-price-final')).toHaveText('₹13,000');
    await expect(batch.getByTestId('batch-price-original')).toHaveText('₹15,000');
    await expect(batch.getByTestId('batch-price-discount')).toHaveText('₹2,000 off');
    await expect(batch.getByTestId('batch-seats')).toHaveText('40 seats left');
    await expect(batch.getByTestId('batch-start')).toContainText(formatDay(seed.batch.startDate));
    await expect(batch.getByTestId('batch-enrol')).toHaveAttribute(
      'href',
      `/checkout/?batchId=${seed.batch._id}`,
    );

    // Callback popup from the course: notes are optional and the course id is sent.
    await page.getByTestId('course-callback').click();
    const modal = page.getByTestId('callback-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByText('(optional)')).toBeVisible();
    await page.getByTestId('callback-name').fill('Meera Krishnan');
    await page.getByTestId('callback-mobile').fill('9812345670');
    await page.getByTestId('callback-enquiry-online').check();
    const sent = page.waitForRequest(
      (req) => req.url().endsWith('/api/v1/request-callbacks') && req.method() === 'POST',
    );
    await page.getByTestId('callback-submit').click();
    expect((await sent).postDataJSON()).toMatchObject({ courseId: seed.rust._id });
    await expect(modal.getByText(CALLBACK_MSG.success)).toBeVisible();
  });

  test('an unknown course shows "Course not found" and a failing batch list the spec text', async ({
    page,
    adminApi,
  }) => {
    await page.goto('/courses/0123456789abcdef01234567');
    await expect(page.getByTestId('course-not-found')).toContainText(COURSES_MSG.courseNotFound);
    await page.getByRole('link', { name: 'Browse all courses' }).click();
    await expect(page).toHaveURL('/courses');

    const seed = await seedCatalogue(adminApi);
    await withoutServerData(page);
    await page.route('**/api/v1/batches/course/**', (route) =>
      route.fulfill({ status: 500, json: { success: false } }),
    );
    await page.goto(`/courses/${seed.go._id}`);
    await expect(page.getByTestId('course-batches-error')).toContainText(
      COURSES_MSG.fetchBatchFailed,
    );
  });
});
