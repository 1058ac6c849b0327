import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LESSON_MSG, type Practice, type Submission, type User } from '@app/shared';

import { ApiError, publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';

import { PracticePanel } from './practice-panel.tsx';

// CodeMirror needs a real layout engine; a textarea stands in for it here.
vi.mock('@/components/code-editor/code-editor', () => ({
  CodeEditor: (p: { value: string; onChange?: (v: string) => void; label: string }) => (
    <textarea aria-label={p.label} value={p.value} onChange={(e) => p.onChange?.(e.target.value)} />
  ),
}));

const BATCH = 'b'.repeat(24);
const LESSON = 'c'.repeat(24);
const PATH = `/classroom/${BATCH}/lessons/${LESSON}/practice`;
const STARTER = 'function add(a, b) {\n  // your code\n}';

const practice = (over: Partial<Practice> = {}): Practice => ({
  problem: {
    _id: 'p'.repeat(24),
    title: 'Add two numbers',
    description: 'Return the **sum** of `a` and `b`.',
    inputFormat: 'Two integers',
    outputFormat: 'Their sum',
    constraints: ['-10^9 <= a, b <= 10^9'],
    hints: [{ language: 'general', text: 'Use +' }],
    boilerplate: [
      { language: 'javascript', code: STARTER },
      { language: 'python', code: 'def add(a, b):\n    pass' },
    ],
    sampleTests: [{ input: '1 2', expectedOutput: '3' }],
    hiddenTestCount: 2,
    points: 10,
  },
  best: null,
  recent: [],
  ...over,
});

const submission = (over: Partial<Submission> = {}): Submission => ({
  _id: 's'.repeat(24),
  kind: 'submit',
  status: 'done',
  language: 'javascript',
  verdict: 'Accepted',
  compileOutput: '',
  tests: [
    {
      index: 0,
      verdict: 'Accepted',
      isHidden: false,
      points: 1,
      timeMs: 12,
      memoryKb: 100,
      input: '1 2',
      expectedOutput: '3',
      stdout: '3\n',
    },
    { index: 1, verdict: 'Accepted', isHidden: true, points: 1, timeMs: 10, memoryKb: 100 },
    { index: 2, verdict: 'Accepted', isHidden: true, points: 2, timeMs: 10, memoryKb: 100 },
  ],
  passed: 3,
  total: 3,
  pointsEarned: 10,
  maxPoints: 10,
  error: '',
  createdAt: '2026-11-28T01:00:00.000Z',
  finishedAt: '2026-11-28T01:00:01.000Z',
  ...over,
});

const refusal = (message: string, status: number) =>
  new ApiError(message, { status, data: { success: false, message } });
const answer = <T,>(data: T) => ({ success: true, message: '', data });

let get: ReturnType<typeof vi.spyOn>;
let post: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  useAuthStore.setState({ user: { _id: 'u'.repeat(24) } as User });
  get = vi.spyOn(publicApi, 'get');
  post = vi.spyOn(publicApi, 'post');
});
afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.setState({ user: null });
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PracticePanel
        batchId={BATCH}
        lessonId={LESSON}
        problem={{ _id: 'p'.repeat(24), title: 'Add two numbers' }}
      />
    </QueryClientProvider>,
  );
  return client;
}

describe('PracticePanel', () => {
  it('shows a placeholder while loading, then the statement, the starter code and no best yet', async () => {
    let resolve!: (v: unknown) => void;
    get.mockImplementation(() => new Promise((r) => (resolve = r)) as never);
    renderPanel();
    expect(screen.getByTestId('practice-loading')).toBeTruthy();
    expect(screen.getByText('Add two numbers')).toBeTruthy();
    resolve(answer({ practice: practice() }));

    const panel = await screen.findByTestId('lesson-practice');
    await within(panel).findByText('sum');
    expect(within(panel).getByText('sum').tagName).toBe('STRONG'); // Markdown
    expect(within(panel).getByText('1 sample + 2 hidden tests')).toBeTruthy();
    expect(within(panel).getByText('Their sum')).toBeTruthy();
    expect(screen.getByTestId('practice-best').textContent).toBe('Not submitted yet');
    const editor = screen.getByLabelText<HTMLTextAreaElement>(
      'Your JavaScript code for Add two numbers',
    );
    expect(editor.value).toBe(STARTER);
    // each language starts from its own starter code
    await userEvent.selectOptions(screen.getByTestId('practice-language'), 'python');
    expect(
      screen.getByLabelText<HTMLTextAreaElement>('Your Python code for Add two numbers').value,
    ).toBe('def add(a, b):\n    pass');
    expect(get).toHaveBeenCalledWith(PATH, expect.anything(), expect.anything());
  });

  it('shows the best result', async () => {
    get.mockResolvedValue(
      answer({
        practice: practice({
          best: {
            _id: 's'.repeat(24),
            kind: 'submit',
            status: 'done',
            language: 'javascript',
            verdict: 'Accepted',
            passed: 3,
            total: 3,
            pointsEarned: 10,
            maxPoints: 10,
            createdAt: '2026-11-28T01:00:00.000Z',
          },
        }),
      }) as never,
    );
    renderPanel();
    expect((await screen.findByTestId('practice-best')).textContent).toBe(
      'Best: 3 of 3 tests passed',
    );
  });

  it('says when the problem cannot be loaded, and tries again', async () => {
    get.mockRejectedValueOnce(refusal(LESSON_MSG.lessonLocked, 403));
    renderPanel();
    const alert = await screen.findByTestId('practice-error');
    expect(alert.textContent).toContain(LESSON_MSG.lessonLocked);
    get.mockResolvedValue(answer({ practice: practice() }) as never);
    await userEvent.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByTestId('practice-best')).toBeTruthy();
  });

  it('submits the code, waits for the judge, shows the result and refreshes the best', async () => {
    let judged!: (v: unknown) => void;
    get.mockImplementation(((path: string) =>
      path.includes('/submissions/')
        ? new Promise((r) => (judged = r))
        : Promise.resolve(answer({ practice: practice() }))) as never);
    post.mockResolvedValue(
      answer({ submission: submission({ status: 'queued', verdict: null, tests: [] }) }) as never,
    );
    const client = renderPanel();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const editor = await screen.findByLabelText('Your JavaScript code for Add two numbers');
    await userEvent.clear(editor);
    await userEvent.type(editor, 'function add(a, b) {{ return a + b; }');
    await userEvent.click(screen.getByTestId('practice-submit'));

    expect(post).toHaveBeenCalledWith(`${PATH}/submit`, expect.anything(), {
      language: 'javascript',
      code: 'function add(a, b) { return a + b; }',
    });
    expect(await screen.findByText('Waiting for the judge...')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('practice-run').disabled).toBe(true);

    await waitFor(() => expect(judged).toBeTypeOf('function'));
    judged(answer({ submission: submission() }));
    expect((await screen.findByTestId('submission-verdict')).textContent).toBe('Accepted');
    expect(screen.getByText('3/3 tests passed')).toBeTruthy();
    expect(screen.getAllByTestId('test-hidden')).toHaveLength(2);
    expect(screen.getByTestId('practice-solved').textContent).toContain('marked as done');
    // the best result and the lesson's done state are read again
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith(
        expect.objectContaining({ queryKey: expect.arrayContaining(['lesson', BATCH, LESSON]) }),
      ),
    );
    expect(invalidate).toHaveBeenCalledWith(
      expect.objectContaining({ queryKey: expect.arrayContaining(['practice', BATCH, LESSON]) }),
    );
  });

  it('a refused run says why; empty code is not sent', async () => {
    get.mockResolvedValue(answer({ practice: practice() }) as never);
    post.mockRejectedValue(refusal(LESSON_MSG.tooManyPending, 400));
    renderPanel();
    await userEvent.click(await screen.findByTestId('practice-run'));
    expect((await screen.findByRole('alert')).textContent).toBe(LESSON_MSG.tooManyPending);
    await userEvent.clear(screen.getByLabelText('Your JavaScript code for Add two numbers'));
    post.mockClear();
    await userEvent.click(screen.getByTestId('practice-run'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/code/i);
    expect(post).not.toHaveBeenCalled();
  });
});
