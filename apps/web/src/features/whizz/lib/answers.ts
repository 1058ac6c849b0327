import type { Answer, AttemptQuestion, CodeLanguage } from '@app/shared';

type Coding = Extract<AttemptQuestion, { type: 'codingProblem' }>;

/** The languages a student may answer in: those the problem has starting code for. */
export function codingLanguages(q: Coding): CodeLanguage[] {
  return q.boilerplate.map((b) => b.language);
}

export function boilerplateOf(q: Coding, language: CodeLanguage): string {
  return q.boilerplate.find((b) => b.language === language)?.code ?? '';
}

/**
 * Whether a question counts as answered: an option chosen, a blank filled, or code that is not
 * just the starting code (or any judged submission).
 */
export function isAnswered(q: AttemptQuestion, answer: Answer | undefined): boolean {
  if (q.type === 'codingProblem' && q.best) return true;
  if (!answer || answer.type !== q.type) return false;
  if (answer.type === 'MCQ') return answer.selected.length > 0;
  if (answer.type === 'FillInTheBlank') return answer.text.trim() !== '';
  const starting = q.type === 'codingProblem' ? boilerplateOf(q, answer.language) : '';
  return answer.code.trim() !== '' && answer.code.trim() !== starting.trim();
}

/** The per-language drafts of a coding question, seeded with the saved answer. */
export function initialDrafts(q: Coding, answer: Answer | undefined) {
  const drafts: Partial<Record<CodeLanguage, string>> = {};
  for (const b of q.boilerplate) drafts[b.language] = b.code;
  if (answer?.type === 'codingProblem') drafts[answer.language] = answer.code;
  const language =
    answer?.type === 'codingProblem' && codingLanguages(q).includes(answer.language)
      ? answer.language
      : (codingLanguages(q)[0] ?? 'javascript');
  return { drafts, language };
}

/** The title of a question for the navigator and the submit summary. */
export function questionTitle(q: AttemptQuestion): string {
  return q.type === 'codingProblem' ? q.title : q.question;
}

export const MCQ_LETTERS = 'ABCDEFGHIJ';
