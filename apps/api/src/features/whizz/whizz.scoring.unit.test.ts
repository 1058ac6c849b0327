import { describe, expect, it } from 'vitest';

import {
  correctOptionIndexes,
  isBlankCorrect,
  isMcqCorrect,
  scaleScore,
  scoreAttempt,
  scoreQuestion,
  timeTakenSeconds,
  type ScoredQuestion,
} from './whizz.scoring.ts';

const single: ScoredQuestion = {
  type: 'MCQ',
  questionId: 'm1',
  points: 2,
  selectionType: 'single',
  options: [{ isCorrect: false }, { isCorrect: true }, { isCorrect: false }],
};
const multiple: ScoredQuestion = {
  type: 'MCQ',
  questionId: 'm2',
  points: 3,
  selectionType: 'multiple',
  options: [{ isCorrect: true }, { isCorrect: false }, { isCorrect: true }, { isCorrect: false }],
};
const blank: ScoredQuestion = {
  type: 'FillInTheBlank',
  questionId: 'f1',
  points: 1.5,
  correctAnswer: 'Event Loop',
};
const coding: ScoredQuestion = { type: 'codingProblem', questionId: 'c1', points: 10 };

describe('MCQ single', () => {
  it('is all or nothing on the one correct option', () => {
    expect(scoreQuestion(single, { type: 'MCQ', selected: [1] }, undefined)).toEqual({
      earned: 2,
      outcome: 'correct',
    });
    expect(scoreQuestion(single, { type: 'MCQ', selected: [0] }, undefined)).toEqual({
      earned: 0,
      outcome: 'wrong',
    });
    // the correct one plus another is not a single answer
    expect(isMcqCorrect(single as never, [1, 0])).toBe(false);
    // the same index twice is still one choice
    expect(isMcqCorrect(single as never, [1, 1])).toBe(true);
  });
  it('counts an empty choice as unanswered', () => {
    expect(scoreQuestion(single, { type: 'MCQ', selected: [] }, undefined).outcome).toBe(
      'unanswered',
    );
    expect(scoreQuestion(single, undefined, undefined)).toEqual({
      earned: 0,
      outcome: 'unanswered',
    });
  });
});

describe('MCQ multiple', () => {
  it('needs exactly the correct set, in any order', () => {
    expect(scoreQuestion(multiple, { type: 'MCQ', selected: [2, 0] }, undefined).earned).toBe(3);
    expect(scoreQuestion(multiple, { type: 'MCQ', selected: [0] }, undefined)).toEqual({
      earned: 0,
      outcome: 'wrong',
    });
    expect(scoreQuestion(multiple, { type: 'MCQ', selected: [0, 1, 2] }, undefined).earned).toBe(0);
    expect(scoreQuestion(multiple, { type: 'MCQ', selected: [0, 1, 2, 3] }, undefined).earned).toBe(
      0,
    );
  });
  it('lists the correct indexes', () => {
    expect(
      correctOptionIndexes((multiple as { options: { isCorrect: boolean }[] }).options),
    ).toEqual([0, 2]);
  });
});

describe('fill in the blank', () => {
  it('trims, ignores case and compares NFKC forms', () => {
    expect(isBlankCorrect('Event Loop', '  event loop ')).toBe(true);
    expect(isBlankCorrect('Event Loop', 'EVENT   LOOP')).toBe(true);
    // full-width letters fold to ASCII under NFKC
    expect(isBlankCorrect('Event Loop', 'Ｅｖｅｎｔ Ｌｏｏｐ')).toBe(true);
    // the ﬁ ligature is "fi" under NFKC
    expect(isBlankCorrect('fifo', 'ﬁfo')).toBe(true);
    expect(isBlankCorrect('Event Loop', 'event-loop')).toBe(false);
  });
  it('scores all or nothing, a blank answer as unanswered', () => {
    expect(scoreQuestion(blank, { type: 'FillInTheBlank', text: 'event loop' }, undefined)).toEqual(
      { earned: 1.5, outcome: 'correct' },
    );
    expect(scoreQuestion(blank, { type: 'FillInTheBlank', text: 'call stack' }, undefined)).toEqual(
      { earned: 0, outcome: 'wrong' },
    );
    expect(scoreQuestion(blank, { type: 'FillInTheBlank', text: '   ' }, undefined).outcome).toBe(
      'unanswered',
    );
  });
  it('ignores an answer of another type', () => {
    expect(scoreQuestion(blank, { type: 'MCQ', selected: [0] }, undefined).outcome).toBe(
      'unanswered',
    );
  });
});

describe('coding', () => {
  it("earns the best submission's points, capped at the question's", () => {
    expect(scoreQuestion(coding, undefined, { pointsEarned: 6.5, passed: 2, total: 4 })).toEqual({
      earned: 6.5,
      outcome: 'partial',
    });
    expect(scoreQuestion(coding, undefined, { pointsEarned: 10, passed: 4, total: 4 })).toEqual({
      earned: 10,
      outcome: 'correct',
    });
    expect(scoreQuestion(coding, undefined, { pointsEarned: 12, passed: 4, total: 4 }).earned).toBe(
      10,
    );
    expect(scoreQuestion(coding, undefined, { pointsEarned: 0, passed: 0, total: 4 })).toEqual({
      earned: 0,
      outcome: 'wrong',
    });
    expect(scoreQuestion(coding, undefined, undefined)).toEqual({
      earned: 0,
      outcome: 'unanswered',
    });
  });
});

describe('scaleScore', () => {
  it('scales raw points to the total score with 2 decimals', () => {
    expect(scaleScore(5, 10, 100)).toBe(50);
    expect(scaleScore(1, 3, 10)).toBe(3.33);
    expect(scaleScore(2, 3, 10)).toBe(6.67);
    expect(scaleScore(7, 7, 25)).toBe(25);
  });
  it('is 0 when nothing could be earned', () => {
    expect(scaleScore(0, 0, 100)).toBe(0);
  });
});

describe('timeTakenSeconds', () => {
  const start = new Date('2025-01-01T10:00:00Z');
  it('is the seconds from start to submission', () => {
    expect(timeTakenSeconds(start, new Date('2025-01-01T10:03:20Z'), 600_000)).toBe(200);
  });
  it('never exceeds the duration nor goes below 0', () => {
    expect(timeTakenSeconds(start, new Date('2025-01-01T11:00:00Z'), 600_000)).toBe(600);
    expect(timeTakenSeconds(start, new Date('2025-01-01T09:59:00Z'), 600_000)).toBe(0);
  });
});

describe('scoreAttempt', () => {
  it('sums earned and possible points and counts solved problems', () => {
    const second: ScoredQuestion = { type: 'codingProblem', questionId: 'c2', points: 5 };
    const s = scoreAttempt({
      questions: [single, multiple, blank, coding, second],
      answers: {
        m1: { type: 'MCQ', selected: [1] },
        m2: { type: 'MCQ', selected: [0] },
        f1: { type: 'FillInTheBlank', text: 'EVENT LOOP' },
      },
      best: new Map([
        ['c1', { pointsEarned: 10, passed: 3, total: 3 }],
        ['c2', { pointsEarned: 2.5, passed: 1, total: 2 }],
      ]),
      totalScore: 50,
    });
    expect(s.breakdown).toEqual({ m1: 2, m2: 0, f1: 1.5, c1: 10, c2: 2.5 });
    expect(s.outcomes).toEqual({
      m1: 'correct',
      m2: 'wrong',
      f1: 'correct',
      c1: 'correct',
      c2: 'partial',
    });
    expect(s.rawPoints).toBe(16);
    expect(s.maxPoints).toBe(21.5);
    // 16 / 21.5 × 50 = 37.209…
    expect(s.score).toBe(37.21);
    expect(s.problemsSolved).toBe(1);
  });
  it('scores 0 for a whizz whose questions are worth nothing', () => {
    const free: ScoredQuestion = { ...blank, points: 0 } as ScoredQuestion;
    const s = scoreAttempt({
      questions: [free],
      answers: { f1: { type: 'FillInTheBlank', text: 'event loop' } },
      best: new Map(),
      totalScore: 100,
    });
    expect(s).toMatchObject({ rawPoints: 0, maxPoints: 0, score: 0 });
    expect(s.outcomes.f1).toBe('correct');
  });
});
