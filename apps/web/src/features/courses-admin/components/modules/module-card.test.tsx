import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';

import {
  LESSON_MSG,
  ZCourseModulesBody,
  type CourseModulesBody,
  type LessonKind,
} from '@app/shared';

import { Form, useZodForm } from '@/components/form';
import { ApiError } from '@/core/api-client';

import { emptyLesson, emptyModule, type ModulesFormValues } from '../../lib/modules-form.ts';
import { ModuleCard } from './module-card.tsx';

vi.mock('@/core/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
// The question bank search is the network: a fixed list stands in for it.
const PROBLEM_ID = 'c'.repeat(24);
vi.mock('../../api/coding-problems.ts', () => ({
  PROBLEMS_FAILED: 'Failed to load coding problems',
  useCodingProblemSearch: () => ({
    isPending: false,
    isError: false,
    data: [{ _id: PROBLEM_ID, title: 'Two Sum', difficulty: 'easy', isActive: true }],
  }),
  useCodingProblemTitle: (id: string | null) => ({
    isPending: false,
    isError: false,
    data: id ? 'Two Sum' : undefined,
  }),
}));

const L = 'module-0-lesson-0';

function Harness({
  kind = 'article',
  onSubmit = () => {},
}: {
  kind?: LessonKind;
  onSubmit?: (body: CourseModulesBody) => unknown;
}) {
  const defaults: ModulesFormValues = {
    modules: [
      { ...emptyModule(), title: 'Basics', lessons: [{ ...emptyLesson(), title: 'Intro', kind }] },
    ],
  };
  const form = useZodForm(ZCourseModulesBody as z.ZodType<CourseModulesBody>, {
    defaultValues: defaults,
  });
  return (
    <Form form={form} onSubmit={onSubmit} tell="toast" aria-label="Modules">
      <ol>
        <ModuleCard index={0} count={1} onMove={() => {}} onRemove={() => {}} />
      </ol>
      <button type="submit">Save</button>
    </Form>
  );
}

function renderCard(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Harness {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

const openContent = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByTestId(`${L}-content-toggle`));

describe('the lesson content editor', () => {
  it('keeps lessons collapsed, and shows the fields of the chosen kind', async () => {
    const user = renderCard();
    expect(screen.queryByTestId(`${L}-content`)).toBeNull();
    expect(screen.getByTestId(`${L}-summary`).textContent).toBe('No content yet');
    await openContent(user);
    expect(screen.getByTestId(`${L}-content-toggle`).getAttribute('aria-expanded')).toBe('true');

    // Article: the notes first; no video link, no problem.
    expect(screen.getByLabelText('Article (Markdown)')).toBeTruthy();
    expect(screen.queryByTestId(`${L}-video`)).toBeNull();
    expect(screen.queryByTestId(`${L}-problem-search`)).toBeNull();

    const kind = screen.getByTestId(`${L}-kind`);
    expect([...kind.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Video',
      'Article',
      'Resources',
      'Practice',
    ]);
    await user.selectOptions(kind, 'video');
    expect(screen.getByLabelText('Video link')).toBeTruthy();
    expect(screen.getByLabelText('Notes (Markdown, optional)')).toBeTruthy();

    await user.selectOptions(kind, 'resources');
    expect(screen.queryByTestId(`${L}-video`)).toBeNull();
    expect(screen.getByText('Resources', { selector: 'legend' })).toBeTruthy();

    await user.selectOptions(kind, 'practice');
    expect(screen.getByLabelText('Coding problem')).toBeTruthy();
    await user.click(screen.getByTestId(`${L}-problem-option`));
    expect(screen.getByTestId(`${L}-problem-chosen`).textContent).toContain('Two Sum');
    expect(screen.getByTestId(`${L}-summary`).textContent).toBe('Coding problem');
  });

  it('checks the video link as it is typed', async () => {
    const user = renderCard({ kind: 'video' });
    await openContent(user);
    const input = screen.getByTestId(`${L}-video`);
    await user.click(input);
    await user.paste('https://example.com/talk');
    expect(await screen.findByText(LESSON_MSG.videoUrlInvalid)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId(`${L}-video-preview`)).toBeNull();

    await user.clear(input);
    await user.paste('https://example.com/talk.mp4');
    await waitFor(() => expect(screen.queryByText(LESSON_MSG.videoUrlInvalid)).toBeNull());
    expect(screen.getByTestId(`${L}-video-badge`).textContent).toBe('MP4 video');
  });

  it('shows a YouTube video by its thumbnail, a Vimeo one by a badge', async () => {
    const user = renderCard({ kind: 'video' });
    await openContent(user);
    const input = screen.getByTestId(`${L}-video`);
    await user.click(input);
    await user.paste('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42');
    const thumb = await screen.findByTestId(`${L}-video-thumb`);
    expect(thumb.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg');
    expect(thumb.getAttribute('width')).toBe('320');
    expect(thumb.getAttribute('height')).toBe('180');
    expect(screen.getByTestId(`${L}-video-badge`).textContent).toBe('YouTube video');
    expect(screen.getByTestId(`${L}-summary`).textContent).toBe('YouTube video');

    await user.clear(input);
    await user.paste('https://vimeo.com/76979871');
    expect(screen.queryByTestId(`${L}-video-thumb`)).toBeNull();
    expect(screen.getByTestId(`${L}-video-badge`).textContent).toBe('Vimeo video');
  });

  it('previews the Markdown notes, without raw HTML or javascript: links', async () => {
    const user = renderCard();
    await openContent(user);
    const notes = screen.getByTestId(`${L}-notes`);
    fireEvent.change(notes, {
      target: {
        value:
          '## Scope\n\n- `let` and `const`\n\n<script>alert(1)</script>\n\n[run](javascript:alert(1)) [docs](https://developer.mozilla.org)',
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByTestId(`${L}-notes-preview`);
    expect(screen.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    // The renderer is fetched on the first preview (form/markdown-field.tsx).
    expect(
      await within(preview).findByRole('heading', { name: 'Scope' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(within(preview).getByRole('listitem').textContent).toBe('let and const');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.innerHTML).not.toContain('javascript:');
    expect(
      within(preview)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['docs']);
    expect(notes.closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(notes.closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(false);
  });

  it('adds and removes resources, and checks their links', async () => {
    const onSubmit = vi.fn();
    const user = renderCard({ kind: 'resources', onSubmit });
    await openContent(user);
    await user.click(screen.getByTestId(`${L}-resource-add`));
    await user.click(screen.getByTestId(`${L}-resource-add`));
    expect(screen.getByText('2 of 20')).toBeTruthy();
    await user.type(screen.getByTestId(`${L}-resource-0-title`), 'Slides');
    await user.type(screen.getByTestId(`${L}-resource-0-url`), 'http://insecure.example/s.pdf');
    await user.type(screen.getByTestId(`${L}-resource-1-title`), 'Cheatsheet');
    await user.type(screen.getByTestId(`${L}-resource-1-url`), 'https://example.com/c.pdf');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LESSON_MSG.resourceUrlInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByTestId(`${L}-resource-0-remove`));
    expect(screen.getByText('1 of 20')).toBeTruthy();
    expect((screen.getByTestId(`${L}-resource-0-title`) as HTMLInputElement).value).toBe(
      'Cheatsheet',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const body = onSubmit.mock.lastCall![0] as CourseModulesBody;
    expect(body.modules[0]?.lessons?.[0]?.resources).toEqual([
      { title: 'Cheatsheet', url: 'https://example.com/c.pdf' },
    ]);
  });

  it('opens a lesson whose content the server refused, with the message on its field', async () => {
    const refusal = new ApiError('Validation Error', {
      status: 400,
      data: {
        success: false,
        message: 'Validation Error',
        data: [{ field: 'modules.0.lessons.0.body', message: 'Notes are too long here' }],
      },
    });
    const user = renderCard({ onSubmit: () => Promise.reject(refusal) });
    expect(screen.queryByTestId(`${L}-content`)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notes are too long here')).toBeTruthy();
    expect(screen.getByTestId(`${L}-content`)).toBeTruthy();
    expect(screen.getByTestId(`${L}-notes`).getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the drip day of a module: empty is open from enrolment', async () => {
    const onSubmit = vi.fn();
    const user = renderCard({ onSubmit });
    expect(
      screen.getByText('Days after the batch starts; leave empty to open it from enrolment.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.lastCall![0] as CourseModulesBody).modules[0]!.unlockDay).toBeNull();

    await user.type(screen.getByLabelText('Opens on day'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect((onSubmit.mock.lastCall![0] as CourseModulesBody).modules[0]!.unlockDay).toBe(7);
  });
});
