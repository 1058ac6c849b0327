import type { APIRequestContext } from '@playwright/test';

import { COURSES_MSG, type AdminCourseModule, type Course } from '@app/shared';

import { expect, runTag, seriousViolations, test } from '../support/admin.ts';

/**
 * Issue 17: staff write a lesson's content in the course editor (kind, video link with its
 * thumbnail, Markdown notes with a preview) and a module's drip day; all of it is saved and
 * read back. There is no internet here: YouTube's thumbnail host is stood in for by page.route.
 */

/** A 16×9 red PNG: YouTube's thumbnail, as far as this test is concerned. */
const THUMBNAIL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAFElEQVR4nGM4oaFBEmIY1TAoNAAADHGdgai0BAsAAAAASUVORK5CYII=',
  'base64',
);
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const NOTES = [
  '## Before you start',
  '',
  '- Install **Node 22**',
  '- Read [the docs](https://nodejs.org/docs)',
  '',
  '```js',
  "console.log('hello');",
  '```',
  '',
  '<script>window.hacked = true</script>',
].join('\n');

async function createCourse(api: APIRequestContext, title: string): Promise<Course> {
  const res = await api.post('/api/v1/admin/courses', {
    data: { title, price: 9999, duration_weeks: 8 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { course: Course } }).data.course;
}

test.describe('Course editor: lesson content (issue 17)', () => {
  test('a video lesson with notes and a drip day is saved and comes back', async ({
    page,
    adminApi,
  }) => {
    test.slow();
    const title = `${runTag()} Node Basics`;
    const { _id: courseId } = await createCourse(adminApi, title);
    const thumbs: string[] = [];
    await page.route('https://i.ytimg.com/**', async (route) => {
      thumbs.push(route.request().url());
      await route.fulfill({ contentType: 'image/png', body: THUMBNAIL });
    });

    await page.goto(`/admin/courses/edit/${courseId}`);
    await expect(page.getByTestId('editor-course-title')).toHaveText(title);
    await expect(page.getByTestId('modules-form')).toContainText('No modules yet');

    // A module that opens a week after the batch starts, with one lesson.
    await page.getByTestId('module-add').click();
    await page.getByTestId('module-0-title').fill('Setting up');
    const unlockDay = page.getByTestId('module-0-unlock-day');
    await expect(unlockDay).toHaveAccessibleDescription(
      'Days after the batch starts; leave empty to open it from enrolment.',
    );
    await unlockDay.fill('7');
    await page.getByTestId('module-0-add-lesson').click();
    const L = 'module-0-lesson-0';
    await page.getByTestId(`${L}-title`).fill('Installing Node');
    await page.getByTestId(`${L}-minutes`).fill('12');

    // Video: the link is checked as it is typed, and a YouTube one shows its thumbnail.
    await page.getByTestId(`${L}-kind`).selectOption('video');
    const toggle = page.getByTestId(`${L}-content-toggle`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const video = page.getByTestId(`${L}-video`);
    await video.fill('https://example.com/not-a-video');
    await expect(page.getByText('Enter a YouTube or Vimeo link')).toBeVisible();
    await video.fill(VIDEO);
    await expect(page.getByText('Enter a YouTube or Vimeo link')).toBeHidden();
    const thumb = page.getByTestId(`${L}-video-thumb`);
    await expect(thumb).toBeVisible();
    await expect(thumb).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
    await expect(page.getByTestId(`${L}-video-badge`)).toHaveText('YouTube video');

    // Notes in Markdown, previewed as students will read them (no raw HTML).
    await page.getByTestId(`${L}-notes`).fill(NOTES);
    await page.getByTestId(`${L}-notes-preview-tab`).click();
    const preview = page.getByTestId(`${L}-notes-preview`);
    await expect(preview.getByRole('heading', { name: 'Before you start' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'the docs' })).toHaveAttribute(
      'href',
      'https://nodejs.org/docs',
    );
    await expect(preview.locator('pre code')).toHaveText("console.log('hello');");
    await expect(preview.locator('script')).toHaveCount(0);
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    await expect(page.getByTestId(`${L}-summary`)).toHaveText('YouTube video · notes');
    expect(await seriousViolations(page)).toEqual([]);

    // How it looks, wide and on a phone, with the lesson's content open (the page as seen,
    // scrolled to the lesson; the header and the save bar stay in place).
    const shoot = async (width: number, height: number, path: string) => {
      await page.setViewportSize({ width, height });
      await page.getByTestId(L).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -120));
      await page.screenshot({ path });
    };
    await shoot(1280, 900, '/tmp/editor-1280.png');
    await page.getByTestId(`${L}-notes-write-tab`).click();
    await shoot(390, 844, '/tmp/editor-390.png');
    await page.getByTestId(`${L}-notes-preview-tab`).click();
    await shoot(390, 844, '/tmp/editor-390-preview.png');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByTestId('modules-save').click();
    await expect(page.getByText(COURSES_MSG.modulesSaved)).toBeVisible();
    await expect(page.getByTestId('modules-status')).toHaveText('All saved');

    // After a reload: the lesson is collapsed again, and everything is kept.
    await page.reload();
    await expect(page.getByTestId('module-0-title')).toHaveValue('Setting up');
    await expect(page.getByTestId('module-0-unlock-day')).toHaveValue('7');
    await expect(page.getByTestId('module-0')).toContainText('opens on day 7');
    await expect(page.getByTestId(`${L}-title`)).toHaveValue('Installing Node');
    await expect(page.getByTestId(`${L}-kind`)).toHaveValue('video');
    await expect(page.getByTestId(`${L}-content-toggle`)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId(`${L}-summary`)).toHaveText('YouTube video · notes');
    await page.getByTestId(`${L}-content-toggle`).click();
    await expect(page.getByTestId(`${L}-video`)).toHaveValue(VIDEO);
    await expect(page.getByTestId(`${L}-video-thumb`)).toBeVisible();
    await expect(page.getByTestId(`${L}-notes`)).toHaveValue(NOTES);
    expect(thumbs.length).toBeGreaterThan(0);

    // And the API hands the same back.
    const res = await adminApi.get(`/api/v1/admin/courses/${courseId}/modules`);
    expect(res.ok()).toBeTruthy();
    const { modules } = ((await res.json()) as { data: { data: { modules: AdminCourseModule[] } } })
      .data.data;
    expect(modules).toHaveLength(1);
    expect(modules[0]!.unlockDay).toBe(7);
    expect(modules[0]!.lessons[0]).toMatchObject({
      title: 'Installing Node',
      durationMinutes: 12,
      kind: 'video',
      videoUrl: VIDEO,
      body: NOTES,
      resources: [],
      problemId: null,
    });
  });
});
