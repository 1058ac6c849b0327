import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { COURSES_MSG, type Course } from '@app/shared';

import { expect, runTag, seriousViolations, test } from '../support/admin.ts';

/** A 1×1 transparent PNG: the smallest image the upload route's sniffing accepts. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function createCourseViaApi(api: APIRequestContext, title: string): Promise<Course> {
  const res = await api.post('/api/v1/admin/courses', {
    data: { title, price: 9999, duration_weeks: 8 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { course: Course } }).data.course;
}

async function addBatchViaApi(api: APIRequestContext, courseId: string, name: string) {
  const res = await api.post('/api/v1/admin/batches', {
    data: {
      name,
      course: courseId,
      startDate: day(30),
      endDate: day(120),
      enrollmentEndDate: day(25),
      price: 20000,
      seats: 40,
      isActive: true,
      mentors: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Adds entries to a string list of the editor, typing each one and pressing Enter for the next. */
async function fillList(page: Page, testId: string, values: string[]) {
  await page.getByTestId(`${testId}-add`).click();
  for (const [i, value] of values.entries()) {
    const input = page.getByTestId(`${testId}-${i}`);
    await expect(input).toBeFocused();
    await input.fill(value);
    if (i < values.length - 1) await input.press('Enter');
  }
}

/**
 * Types into the debounced search once the first page has loaded, and waits for the list
 * request that carries this very text (not an earlier one).
 */
async function searchCourses(page: Page, text: string) {
  const loaded = page.getByTestId('course-row').or(page.getByTestId('table-empty'));
  await expect(loaded.first()).toBeVisible();
  const answered = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/v1/admin/courses' && url.searchParams.get('search') === text;
  });
  await page.getByTestId('course-search').fill(text);
  await answered;
}

/** Picks a filter value and waits for the list answer it causes. */
async function filterBy(page: Page, filter: 'state' | 'type', value: string) {
  const answered = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/v1/admin/courses' && url.searchParams.get(filter) === value;
  });
  await page.getByTestId(`course-filter-${filter}`).selectOption(value);
  await answered;
}

const rowOf = (page: Page, title: string): Locator =>
  page.getByTestId('course-row').filter({ hasText: title });

test.describe('Admin courses (/admin/courses)', () => {
  test('create with metaData lists and a thumbnail, see it listed with its counts, edit it', async ({
    page,
    adminApi,
  }) => {
    // A long flow through a big form: three times the usual time limit on a busy machine.
    test.slow();
    const tag = runTag();
    const title = `${tag} Rust Systems`;

    await page.goto('/admin/courses');
    await expect(page.getByRole('heading', { name: 'Courses', exact: true })).toBeVisible();
    await page.getByTestId('course-new').click();
    await expect(page).toHaveURL(/\/admin\/courses\/new$/);
    await expect(page.getByRole('heading', { name: 'New course' })).toBeVisible();

    // Basics and pricing: the final price follows the inputs.
    await page.getByTestId('course-title-input').fill(title);
    await page.getByTestId('course-type').selectOption('hybrid');
    await page.getByTestId('course-duration').fill('10');
    await page.getByTestId('course-price').fill('20000');
    await expect(page.getByTestId('course-final-price')).toHaveText('₹20,000');
    await page.getByTestId('course-discount').fill('12.5');
    await expect(page.getByTestId('course-final-price')).toHaveText('₹17,500');

    // An instructor from the staff list, and the two switches.
    const instructor = page
      .getByTestId('course-instructors')
      .getByRole('button', { name: /Instructor$/ })
      .first();
    await instructor.click();
    await expect(instructor).toHaveAttribute('aria-pressed', 'true');
    const instructorName = (await instructor.locator('span span').first().textContent())!.trim();
    await page.getByText('Discord access', { exact: true }).click();
    await page.getByText('Certificate', { exact: true }).click();
    await expect(page.getByTestId('course-discord')).toBeChecked();
    await expect(page.getByTestId('course-certificate')).toBeChecked();

    // Thumbnail upload: the raw bytes go up and the link comes back into the field.
    await page.getByTestId('thumbnail-file').setInputFiles({
      name: 'thumb.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(page.getByText('Thumbnail uploaded')).toBeVisible();
    await expect(page.getByTestId('course-thumbnail')).toHaveValue(
      /^\/api\/v1\/files\/[0-9a-f]{24}$/,
    );
    await expect(page.getByTestId('thumbnail-preview').locator('img')).toBeVisible();

    // metaData: language, difficulty, lists (Enter adds the next entry), reordering.
    await page.getByTestId('course-language').fill('Hinglish');
    await page.getByTestId('course-difficulty').selectOption('Advanced');
    await fillList(page, 'course-category', ['Systems Programming']);
    await fillList(page, 'course-tags', ['New']);
    await page.getByTestId('course-description').fill('Memory safety without a garbage collector.');
    await fillList(page, 'course-outcomes', ['Write a CLI in Rust', 'Ship a web server']);
    await page.getByTestId('course-outcomes-1-up').click();
    await expect(page.getByTestId('course-outcomes-0')).toHaveValue('Ship a web server');
    await fillList(page, 'course-requirements', ['Some programming experience']);
    await fillList(page, 'course-techstack', ['Rust', 'Cargo', 'Tokio']);
    await page.getByTestId('course-techstack-1-remove').click();
    await expect(page.getByTestId('course-techstack-1')).toHaveValue('Tokio');
    await fillList(page, 'course-features', ['Weekly code reviews']);
    await page.getByTestId('course-content-add').click();
    await page.getByTestId('course-content-0-title').fill('Ownership');
    await fillList(page, 'course-content-0-topics', ['Borrowing', 'Lifetimes']);
    await page.getByTestId('course-faq-add').click();
    await page.getByTestId('course-faq-0-question').fill('Do I need C first?');
    await page.getByTestId('course-faq-0-answer').fill('No. We start from the basics.');

    await page.getByTestId('course-save').click();
    await expect(page.getByText(COURSES_MSG.courseCreated)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/courses\/edit\/[0-9a-f]{24}$/);
    const courseId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: 'Edit course' })).toBeVisible();
    await expect(page.getByTestId('course-status')).toHaveText('All saved');

    // What the server kept, read back through the API.
    const saved = await adminApi.get(`/api/v1/admin/courses/${courseId}`);
    const course = ((await saved.json()) as { data: { course: Course } }).data.course;
    expect(course).toMatchObject({
      title,
      price: 20000,
      discountPercentage: 12.5,
      finalPrice: 17500,
      type: 'hybrid',
      duration_weeks: 10,
      state: 'draft',
      discord_access: true,
      instructors: [{ name: instructorName }],
    });
    expect(course.metaData).toMatchObject({
      language: 'Hinglish',
      difficulty: 'Advanced',
      certificate: true,
      category: ['Systems Programming'],
      displayTags: ['New'],
      outcomes: ['Ship a web server', 'Write a CLI in Rust'],
      requirements: ['Some programming experience'],
      techStack: ['Rust', 'Tokio'],
      features: ['Weekly code reviews'],
      content: [{ title: 'Ownership', content: ['Borrowing', 'Lifetimes'] }],
      faqs: [{ question: 'Do I need C first?', answer: 'No. We start from the basics.' }],
    });
    const thumb = await page.request.get(course.metaData.thumbnail);
    expect(thumb.headers()['content-type']).toBe('image/png');
    // Pages ask for the copy that fits their slot (issue 18), made at upload as WebP.
    const copy = await page.request.get(`${course.metaData.thumbnail}?w=640`);
    expect(copy.headers()['content-type']).toBe('image/webp');

    // The list shows it with its counts (one batch added through the API).
    await addBatchViaApi(adminApi, courseId, `${tag} Batch A`);
    await page.goto('/admin/courses');
    await searchCourses(page, tag);
    const row = rowOf(page, title);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('course-state')).toHaveText('Draft');
    await expect(row.getByTestId('course-final-price')).toHaveText('₹17,500');
    await expect(row.getByTestId('course-batch-count')).toHaveText('1');
    await expect(row.getByTestId('course-student-count')).toHaveText('0');
    await expect(row).toContainText(instructorName);
    await expect(row.getByTestId('course-batches')).toHaveAttribute(
      'href',
      `/admin/courses/${courseId}/batches`,
    );
    // The state filter narrows the list.
    await filterBy(page, 'state', 'published');
    await expect(rowOf(page, title)).toHaveCount(0);
    await filterBy(page, 'state', 'draft');
    await expect(rowOf(page, title)).toHaveCount(1);

    // Edit: a new title.
    await rowOf(page, title).getByTestId('course-edit').click();
    await expect(page.getByTestId('course-title-input')).toHaveValue(title);
    const renamed = `${title} Pro`;
    await page.getByTestId('course-title-input').fill(renamed);
    await expect(page.getByTestId('course-status')).toHaveText('Unsaved changes');
    await page.getByTestId('course-save').click();
    await expect(page.getByText(COURSES_MSG.courseUpdated)).toBeVisible();
    await expect(page.getByTestId('editor-course-title')).toHaveText(renamed);
  });

  test('modules with lessons, announcements, then publish and see the public page', async ({
    page,
    adminApi,
  }) => {
    test.slow();
    const title = `${runTag()} Go Services`;
    const { _id: courseId } = await createCourseViaApi(adminApi, title);
    await page.goto(`/admin/courses/edit/${courseId}`);
    await expect(page.getByTestId('editor-course-title')).toHaveText(title);
    await expect(page.getByTestId('modules-form')).toContainText('No modules yet');
    await expect(page.getByTestId('announcement-form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Modules: two modules, lessons, reordering; the whole list is saved at once.
    await page.getByTestId('module-add').click();
    await page.getByTestId('module-0-title').fill('Getting started');
    await page.getByTestId('module-0-add-lesson').click();
    await page.getByTestId('module-0-lesson-0-title').fill('Installing Go');
    await page.getByTestId('module-0-lesson-0-minutes').fill('15');
    await page.getByTestId('module-0-lesson-0-preview').check();
    await page.getByTestId('module-0-add-lesson').click();
    await page.getByTestId('module-0-lesson-1-title').fill('Hello, modules');
    await page.getByTestId('module-0-lesson-1-minutes').fill('20');
    await page.getByTestId('module-add').click();
    await page.getByTestId('module-1-title').fill('Welcome');
    await page.getByTestId('module-1-up').click();
    await expect(page.getByTestId('module-0-title')).toHaveValue('Welcome');
    // A lesson without a title is refused with the schema's message.
    await page.getByTestId('module-0-add-lesson').click();
    await page.getByTestId('modules-save').click();
    await expect(page.getByTestId('module-0-lesson-0')).toContainText('Lesson title');
    await page.getByTestId('module-0-lesson-0-title').fill('Course tour');
    await page.getByTestId('modules-save').click();
    await expect(page.getByText(COURSES_MSG.modulesSaved)).toBeVisible();
    await expect(page.getByTestId('modules-status')).toHaveText('All saved');

    // Announcements: post one, post another, delete the second after a confirm.
    await page.getByTestId('announcement-post').click();
    await expect(page.getByText(COURSES_MSG.announcementTitleRequired)).toBeVisible();
    await page.getByTestId('announcement-title').fill('Welcome aboard');
    await page.getByTestId('announcement-body').fill('Set up Go before the first class.');
    await page.getByTestId('announcement-post').click();
    await expect(page.getByText(COURSES_MSG.announcementCreated)).toBeVisible();
    await page.getByTestId('announcement-title').fill('Typo post');
    await page.getByTestId('announcement-body').fill('Ignore me.');
    await page.getByTestId('announcement-post').click();
    const posts = page.getByTestId('announcement');
    await expect(posts).toHaveCount(2);
    await expect(posts.first()).toContainText('Typo post');
    await posts.first().getByTestId('announcement-delete').click();
    await page.getByTestId('announcement-delete-dialog-confirm').click();
    await expect(page.getByText(COURSES_MSG.announcementDeleted)).toBeVisible();
    await expect(posts).toHaveCount(1);
    await expect(posts.first()).toContainText('Welcome aboard');

    // After a reload everything is still there, in order.
    await page.reload();
    await expect(page.getByTestId('module-0-title')).toHaveValue('Welcome');
    await expect(page.getByTestId('module-0-lesson-0-title')).toHaveValue('Course tour');
    await expect(page.getByTestId('module-1-title')).toHaveValue('Getting started');
    await expect(page.getByTestId('module-1-lesson-0-preview')).toBeChecked();
    await expect(page.getByTestId('module-1-lesson-1-minutes')).toHaveValue('20');

    // Publish, and the public page shows it.
    await page.getByTestId('course-state-select').selectOption('published');
    await page.getByTestId('course-save').click();
    await expect(page.getByText(COURSES_MSG.courseUpdated)).toBeVisible();
    await expect(page.getByTestId('editor-view-public')).toHaveAttribute(
      'href',
      `/courses/${courseId}`,
    );
    await page.goto(`/courses/${courseId}`);
    await expect(page.getByTestId('course-title')).toHaveText(title);
    const publicModules = page.getByTestId('course-module');
    await expect(publicModules).toHaveCount(2);
    await expect(publicModules.first()).toContainText('Welcome');
    await expect(publicModules.nth(1)).toContainText('2 lessons · 35 min');
    await expect(page.getByText('Welcome aboard')).toBeVisible();
  });

  test('delete asks first; a course without students goes, one with students stays', async ({
    page,
    adminApi,
  }) => {
    const tag = runTag();
    const title = `${tag} Throwaway`;
    await createCourseViaApi(adminApi, title);

    await page.goto('/admin/courses');
    await searchCourses(page, tag);
    await expect(rowOf(page, title)).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await rowOf(page, title).getByTestId('course-delete').click();
    const dialog = page.getByTestId('course-delete-dialog');
    await expect(dialog).toContainText('Delete this course?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, title)).toHaveCount(1);

    await rowOf(page, title).getByTestId('course-delete').click();
    await page.getByTestId('course-delete-dialog-confirm').click();
    await expect(page.getByText(COURSES_MSG.courseDeleted)).toBeVisible();
    await expect(rowOf(page, title)).toHaveCount(0);
    await expect(page.getByTestId('table-empty')).toContainText('No courses found.');

    // The demo Full Stack course has an enrolled student: the server refuses with its reason.
    await searchCourses(page, 'Full Stack Web Development');
    const fullStack = rowOf(page, 'Full Stack Web Development');
    await expect(fullStack).toHaveCount(1);
    await fullStack.getByTestId('course-delete').click();
    await expect(page.getByTestId('course-delete-dialog')).toContainText('enrolled');
    await page.getByTestId('course-delete-dialog-confirm').click();
    await expect(page.getByText(COURSES_MSG.courseHasEnrolments)).toBeVisible();
    await expect(fullStack).toHaveCount(1);
  });

  test('Enter in a list never leaves a row that blocks saving; only teachers are offered', async ({
    page,
    adminApi,
  }) => {
    const title = `${runTag()} Lists`;
    await page.goto('/admin/courses/new');
    // Issue 15: the picker offered support, sales and super admin staff. Only the roles that
    // teach are offered (the API refuses the others).
    const people = page.getByTestId('course-instructors').getByRole('button');
    await expect(people.first()).toBeVisible();
    await expect(people.filter({ hasText: /Instructor$/ }).first()).toBeVisible();
    await expect(people.filter({ hasText: /Admin$/ }).first()).toBeVisible();
    await expect(
      people.filter({ hasText: /(Support|Sales & Marketing|Super Admin|Mentor|Batch Manager)$/ }),
    ).toHaveCount(0);
    await expect(people.filter({ hasText: 'Neha Sharma' })).toHaveCount(0);
    await expect(people.filter({ hasText: 'Asha Rao' })).toHaveCount(0);

    await page.getByTestId('course-title-input').fill(title);
    await page.getByTestId('course-duration').fill('6');
    await page.getByTestId('course-price').fill('5000');
    // Enter in a filled entry opens the next one; Enter in that blank one adds nothing more.
    await page.getByTestId('course-category-add').click();
    await page.getByTestId('course-category-0').fill('Backend');
    await page.getByTestId('course-category-0').press('Enter');
    await expect(page.getByTestId('course-category-1')).toBeFocused();
    await page.getByTestId('course-category-1').press('Enter');
    await page.getByTestId('course-category-1').press('Enter');
    await expect(page.getByTestId('course-category-2')).toHaveCount(0);
    await expect(page.getByTestId('course-category-1')).toHaveValue('');
    // Enter on the first entry moves to the blank one below instead of adding another.
    await page.getByTestId('course-category-0').press('Enter');
    await expect(page.getByTestId('course-category-1')).toBeFocused();
    await expect(page.getByTestId('course-category-2')).toHaveCount(0);

    // The blank row left behind does not block saving, and is not saved.
    await page.getByTestId('course-save').click();
    await expect(page.getByText(COURSES_MSG.courseCreated)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/courses\/edit\/[0-9a-f]{24}$/);
    const courseId = page.url().split('/').pop()!;
    await expect(page.getByTestId('course-category-1')).toHaveCount(0);
    const saved = await adminApi.get(`/api/v1/admin/courses/${courseId}`);
    const course = ((await saved.json()) as { data: { course: Course } }).data.course;
    expect(course.metaData.category).toEqual(['Backend']);
  });

  test("an empty title gets the schema's message, and nothing is sent", async ({ page }) => {
    await page.goto('/admin/courses/new');
    await expect(page.getByTestId('course-instructors').getByRole('button').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    let posted = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/v1/admin/courses')) posted = true;
    });
    await page.getByTestId('course-save').click();
    const titleInput = page.getByTestId('course-title-input');
    await expect(page.getByText(COURSES_MSG.titleRequired)).toBeVisible();
    await expect(titleInput).toHaveAttribute('aria-invalid', 'true');
    await expect(titleInput).toBeFocused();
    await expect(page.getByText(COURSES_MSG.priceRequired)).toBeVisible();
    await expect(page.getByTestId('course-status')).toHaveText(/^Fix \d+ fields$/);

    await titleInput.fill('   ');
    await expect(page.getByText(COURSES_MSG.titleRequired)).toBeVisible();
    await titleInput.fill('Go for Backends');
    await expect(page.getByText(COURSES_MSG.titleRequired)).toBeHidden();
    await page.getByTestId('course-discount').fill('150');
    await expect(page.getByText(COURSES_MSG.discountPercentRange)).toBeVisible();
    expect(posted).toBe(false);

    // Leaving with unsaved edits asks first.
    await page.getByRole('link', { name: 'All courses' }).click();
    await expect(page.getByTestId('leave-dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/new$/);
  });
});
