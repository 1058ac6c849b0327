import type { Difficulty } from '@app/shared';

import type { QuestionKind } from '../lib/question-kinds.ts';

export type ActiveFilter = '' | 'true' | 'false';

/** What a question list is asked for; the same shape for the three banks. */
export type QuestionListParams = {
  page: number;
  limit: number;
  search: string;
  difficulty: Difficulty[];
  tags: string[];
  isActive: ActiveFilter;
};

/** Query keys of the question bank pages; never written inline in components. */
export const questionKeys = {
  all: ['admin', 'questions'] as const,
  bank: (kind: QuestionKind) => [...questionKeys.all, kind] as const,
  lists: (kind: QuestionKind) => [...questionKeys.bank(kind), 'list'] as const,
  list: (kind: QuestionKind, params: QuestionListParams) =>
    [...questionKeys.lists(kind), params] as const,
  detail: (kind: QuestionKind, id: string) => [...questionKeys.bank(kind), 'detail', id] as const,
  submission: (id: string) => [...questionKeys.all, 'submission', id] as const,
};
