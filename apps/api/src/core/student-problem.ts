import type { HINT_LANGUAGES, StudentCodingProblem } from '@app/shared';

import type { CodingProblemRow } from '../db/schema/index.ts';

type HintLanguage = (typeof HINT_LANGUAGES)[number];

/**
 * A coding problem as a student reads it (a whizz question, a practice lesson): the statement,
 * the starting code and the visible tests; the hidden tests, drivers and solutions stay here.
 */
export function studentProblem(p: CodingProblemRow): StudentCodingProblem {
  return {
    title: p.title,
    description: p.description,
    inputFormat: p.inputFormat,
    outputFormat: p.outputFormat,
    constraints: p.constraints,
    hints: p.hints.map((h) => ({ language: h.language as HintLanguage, text: h.text })),
    boilerplate: p.boilerplate.map((b) => ({ language: b.language, code: b.code })),
    sampleTests: p.testCases
      .filter((t) => !t.isHidden)
      .map((t) => ({ input: t.input, expectedOutput: t.expectedOutput })),
    hiddenTestCount: p.testCases.filter((t) => t.isHidden).length,
  };
}
