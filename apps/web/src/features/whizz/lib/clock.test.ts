import { describe, expect, it } from 'vitest';

import type { AttemptQuestion } from '@app/shared';

import { initialDrafts, isAnswered } from './answers.ts';
import {
  clockLevel,
  clockOffset,
  formatClock,
  formatCountdownLong,
  formatDuration,
  formatMinutesWords,
  secondsUntil,
} from './clock.ts';

describe('attempt clock words and levels', () => {
  it('says durations in whole minutes', () => {
    expect(formatMinutesWords(1200)).toBe('20 minutes');
    expect(formatMinutesWords(60)).toBe('1 minute');
    expect(formatMinutesWords(4230)).toBe('1 hour 10 minutes');
    expect(formatMinutesWords(7200)).toBe('2 hours');
    expect(formatMinutesWords(59)).toBe('under a minute');
  });

  it('warns in the last five minutes and alarms in the last one', () => {
    expect(clockLevel(301)).toBe('normal');
    expect(clockLevel(300)).toBe('warning');
    expect(clockLevel(61)).toBe('warning');
    expect(clockLevel(60)).toBe('critical');
    expect(clockLevel(0)).toBe('critical');
    // a five-minute attempt turns amber for its last quarter only
    expect(clockLevel(280, 300)).toBe('normal');
    expect(clockLevel(75, 300)).toBe('warning');
    expect(clockLevel(300, 48 * 3600)).toBe('warning');
  });
});

describe('server clock', () => {
  it('measures how far the server is ahead of the device', () => {
    expect(clockOffset('2026-03-01T10:00:05.000Z', Date.parse('2026-03-01T10:00:00.000Z'))).toBe(
      5000,
    );
    expect(clockOffset('garbage', 123)).toBe(0);
  });

  it('counts whole seconds down to a target and stops at 0', () => {
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    expect(secondsUntil('2026-03-01T10:01:00.000Z', now)).toBe(60);
    expect(secondsUntil('2026-03-01T10:00:00.400Z', now)).toBe(1);
    expect(secondsUntil('2026-03-01T09:00:00.000Z', now)).toBe(0);
  });

  it('formats timers', () => {
    expect(formatClock(75)).toBe('01:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatCountdownLong(2 * 86_400 + 4 * 3600 + 600)).toBe('2d 4h 10m');
    expect(formatCountdownLong(249)).toBe('04m 09s');
    expect(formatDuration(75)).toBe('1m 15s');
  });
});

const coding: AttemptQuestion = {
  type: 'codingProblem',
  questionId: 'q1',
  title: 'Sum',
  description: '',
  inputFormat: '',
  outputFormat: '',
  constraints: [],
  hints: [],
  boilerplate: [
    { language: 'python', code: 'def solve():\n    pass\n' },
    { language: 'javascript', code: 'function solve() {}\n' },
  ],
  sampleTests: [],
  hiddenTestCount: 0,
  points: 10,
  best: null,
};

describe('answers', () => {
  it('counts starting code as not answered', () => {
    expect(
      isAnswered(coding, {
        type: 'codingProblem',
        language: 'python',
        code: 'def solve():\n    pass\n',
      }),
    ).toBe(false);
    expect(
      isAnswered(coding, { type: 'codingProblem', language: 'python', code: 'print(1)' }),
    ).toBe(true);
    const mcq: AttemptQuestion = {
      type: 'MCQ',
      questionId: 'm',
      question: '?',
      options: ['a', 'b'],
      selectionType: 'single',
      points: 1,
    };
    expect(isAnswered(mcq, { type: 'MCQ', selected: [] })).toBe(false);
    expect(isAnswered(mcq, { type: 'MCQ', selected: [1] })).toBe(true);
  });

  it('restores the saved language and keeps the other boilerplates', () => {
    const { drafts, language } = initialDrafts(coding, {
      type: 'codingProblem',
      language: 'javascript',
      code: 'mine',
    });
    expect(language).toBe('javascript');
    expect(drafts).toEqual({ python: 'def solve():\n    pass\n', javascript: 'mine' });
    expect(initialDrafts(coding, undefined).language).toBe('python');
  });
});
