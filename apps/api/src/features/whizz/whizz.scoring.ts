import { normaliseBlankAnswer, type Answer, type SelectionType } from '@app/shared';

/**
 * Whizz scoring (issue #5), pure so every rule is unit-tested: MCQ single and multiple are
 * all-or-nothing on the exact set of correct options; a blank matches after trimming,
 * case-folding and NFKC; a coding question earns its best judged submission's points.
 */
export type ScoredQuestion =
  | {
      type: 'MCQ';
      questionId: string;
      points: number;
      selectionType: SelectionType;
      options: { isCorrect: boolean }[];
    }
  | { type: 'FillInTheBlank'; questionId: string; points: number; correctAnswer: string }
  | { type: 'codingProblem'; questionId: string; points: number };

export type BestSubmission = { pointsEarned: number; passed: number; total: number };

export type QuestionScore = {
  earned: number;
  outcome: 'correct' | 'partial' | 'wrong' | 'unanswered';
};

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The indexes of an MCQ's correct options. */
export function correctOptionIndexes(options: { isCorrect: boolean }[]): number[] {
  return options.flatMap((o, i) => (o.isCorrect ? [i] : []));
}

/** All or nothing: the chosen options are exactly the correct ones (single: the one). */
export function isMcqCorrect(
  q: { selectionType: SelectionType; options: { isCorrect: boolean }[] },
  selected: number[],
): boolean {
  const chosen = new Set(selected);
  const correct = correctOptionIndexes(q.options);
  if (q.selectionType === 'single' && (chosen.size !== 1 || correct.length !== 1)) return false;
  return chosen.size === correct.length && correct.every((i) => chosen.has(i));
}

export function isBlankCorrect(correctAnswer: string, given: string): boolean {
  const expected = normaliseBlankAnswer(correctAnswer);
  return expected.length > 0 && normaliseBlankAnswer(given) === expected;
}

/** A coding question has been solved when its best submission passed every test. */
export function isSolved(best: BestSubmission | undefined): boolean {
  return Boolean(best && best.total > 0 && best.passed === best.total);
}

export function scoreQuestion(
  q: ScoredQuestion,
  answer: Answer | undefined,
  best: BestSubmission | undefined,
): QuestionScore {
  if (q.type === 'codingProblem') {
    if (!best) return { earned: 0, outcome: 'unanswered' };
    // The judge already scaled it; a later cut in the question's points still caps it.
    const earned = round2(Math.max(0, Math.min(best.pointsEarned, q.points)));
    if (isSolved(best)) return { earned, outcome: 'correct' };
    return { earned, outcome: earned > 0 || best.passed > 0 ? 'partial' : 'wrong' };
  }
  if (!answer || answer.type !== q.type) return { earned: 0, outcome: 'unanswered' };
  if (answer.type === 'MCQ' && q.type === 'MCQ') {
    if (answer.selected.length === 0) return { earned: 0, outcome: 'unanswered' };
    return isMcqCorrect(q, answer.selected)
      ? { earned: q.points, outcome: 'correct' }
      : { earned: 0, outcome: 'wrong' };
  }
  if (answer.type === 'FillInTheBlank' && q.type === 'FillInTheBlank') {
    if (!answer.text.trim()) return { earned: 0, outcome: 'unanswered' };
    return isBlankCorrect(q.correctAnswer, answer.text)
      ? { earned: q.points, outcome: 'correct' }
      : { earned: 0, outcome: 'wrong' };
  }
  return { earned: 0, outcome: 'unanswered' };
}

/** rawPoints ÷ maxPoints × totalScore to 2 decimals; 0 when nothing could be earned. */
export function scaleScore(rawPoints: number, maxPoints: number, totalScore: number): number {
  if (maxPoints <= 0) return 0;
  return round2((rawPoints * totalScore) / maxPoints);
}

/** Whole seconds from start to submission, never negative and never above the duration. */
export function timeTakenSeconds(startedAt: Date, submittedAt: Date, durationMs: number): number {
  const seconds = Math.round((submittedAt.getTime() - startedAt.getTime()) / 1000);
  return Math.max(0, Math.min(seconds, Math.floor(durationMs / 1000)));
}

export type AttemptScore = {
  breakdown: Record<string, number>;
  outcomes: Record<string, QuestionScore['outcome']>;
  rawPoints: number;
  maxPoints: number;
  score: number;
  problemsSolved: number;
};

export function scoreAttempt(input: {
  questions: ScoredQuestion[];
  answers: Record<string, Answer>;
  best: Map<string, BestSubmission>;
  totalScore: number;
}): AttemptScore {
  const breakdown: Record<string, number> = {};
  const outcomes: Record<string, QuestionScore['outcome']> = {};
  let raw = 0;
  let max = 0;
  let problemsSolved = 0;
  for (const q of input.questions) {
    const best = q.type === 'codingProblem' ? input.best.get(q.questionId) : undefined;
    const s = scoreQuestion(q, input.answers[q.questionId], best);
    breakdown[q.questionId] = s.earned;
    outcomes[q.questionId] = s.outcome;
    raw += s.earned;
    max += q.points;
    if (q.type === 'codingProblem' && isSolved(best)) problemsSolved += 1;
  }
  const rawPoints = round2(raw);
  const maxPoints = round2(max);
  return {
    breakdown,
    outcomes,
    rawPoints,
    maxPoints,
    score: scaleScore(rawPoints, maxPoints, input.totalScore),
    problemsSolved,
  };
}
