import type { HINT_LANGUAGES } from '@app/shared';
import {
  CODE_LANGUAGES,
  DEFAULT_QUESTION_DIFFICULTY,
  type CodeLanguage,
  type CodingProblem,
  type Difficulty,
  type Fib,
  type Mcq,
  type SelectionType,
} from '@app/shared';

/**
 * Form state keeps every field present. A new question of any bank starts at the one shared
 * DEFAULT_QUESTION_DIFFICULTY; `''` (not chosen) remains possible only for an old saved row.
 */
export type McqFormValues = {
  question: string;
  options: { text: string; isCorrect: boolean }[];
  selectionType: SelectionType;
  points: number;
  difficulty: Difficulty | '';
  tags: string[];
  isActive: boolean;
};

export type FibFormValues = {
  question: string;
  correctAnswer: string;
  points: number;
  difficulty: Difficulty | '';
  tags: string[];
  isActive: boolean;
};

export type HintLanguage = (typeof HINT_LANGUAGES)[number];

/** One boilerplate and one solution slot per judge language; empty ones are dropped on save. */
export type CodingFormValues = {
  problemId: string;
  title: string;
  description: string;
  inputFormat: string;
  outputFormat: string;
  constraints: string[];
  hints: { language: HintLanguage; text: string }[];
  boilerplate: { language: CodeLanguage; code: string; mainCode: string }[];
  solutions: { language: CodeLanguage; code: string }[];
  testCases: { input: string; expectedOutput: string; isHidden: boolean; points: number }[];
  points: number;
  difficulty: Difficulty | '';
  tags: string[];
  isActive: boolean;
};

export const newMcqValues = (): McqFormValues => ({
  question: '',
  options: [
    { text: '', isCorrect: false },
    { text: '', isCorrect: false },
  ],
  selectionType: 'single',
  points: 1,
  difficulty: DEFAULT_QUESTION_DIFFICULTY,
  tags: [],
  isActive: true,
});

export const mcqToValues = (m: Mcq): McqFormValues => ({
  question: m.question,
  options: m.options.map((o) => ({ text: o.text, isCorrect: o.isCorrect })),
  selectionType: m.selectionType,
  points: m.points,
  difficulty: m.difficulty,
  tags: [...m.tags],
  isActive: m.isActive,
});

export const newFibValues = (): FibFormValues => ({
  question: '',
  correctAnswer: '',
  points: 1,
  difficulty: DEFAULT_QUESTION_DIFFICULTY,
  tags: [],
  isActive: true,
});

export const fibToValues = (f: Fib): FibFormValues => ({
  question: f.question,
  correctAnswer: f.correctAnswer,
  points: f.points,
  difficulty: f.difficulty,
  tags: [...f.tags],
  isActive: f.isActive,
});

export const newCodingValues = (): CodingFormValues => ({
  problemId: '',
  title: '',
  description: '',
  inputFormat: '',
  outputFormat: '',
  constraints: [''],
  hints: [{ language: 'general', text: '' }],
  boilerplate: CODE_LANGUAGES.map((language) => ({ language, code: '', mainCode: '' })),
  solutions: CODE_LANGUAGES.map((language) => ({ language, code: '' })),
  testCases: [{ input: '', expectedOutput: '', isHidden: false, points: 1 }],
  points: 10,
  difficulty: DEFAULT_QUESTION_DIFFICULTY,
  tags: [],
  isActive: true,
});

export function codingToValues(p: CodingProblem): CodingFormValues {
  return {
    problemId: p.problemId,
    title: p.title,
    description: p.description,
    inputFormat: p.inputFormat,
    outputFormat: p.outputFormat,
    constraints: [...p.constraints],
    hints: p.hints.map((h) => ({ language: h.language, text: h.text })),
    boilerplate: CODE_LANGUAGES.map((language) => {
      const b = p.boilerplate.find((x) => x.language === language);
      return { language, code: b?.code ?? '', mainCode: b?.mainCode ?? '' };
    }),
    solutions: CODE_LANGUAGES.map((language) => ({
      language,
      code: p.solutions.find((x) => x.language === language)?.code ?? '',
    })),
    testCases: p.testCases.map((t) => ({ ...t })),
    points: p.points,
    difficulty: p.difficulty,
    tags: [...p.tags],
    isActive: p.isActive,
  };
}

/**
 * The fields of `after` that differ from `before` (both already parsed by the same schema, so
 * trimming and dropped empty entries compare alike). product.md §5: an update sends only these.
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): Partial<T> {
  const patch: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) patch[key] = after[key];
  }
  return patch;
}
