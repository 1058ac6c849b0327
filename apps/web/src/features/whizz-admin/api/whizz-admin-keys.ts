import type { QuestionType, WhizzStatus } from '@app/shared';

export type WhizzListParams = {
  page: number;
  limit: number;
  search: string;
  status: WhizzStatus | '';
  isPublic: 'true' | 'false' | '';
};

/** Query keys of the staff whizz pages; never written inline in components. */
export const whizzAdminKeys = {
  all: ['admin', 'whizz'] as const,
  lists: () => [...whizzAdminKeys.all, 'list'] as const,
  list: (params: WhizzListParams) => [...whizzAdminKeys.lists(), params] as const,
  detail: (id: string) => [...whizzAdminKeys.all, 'detail', id] as const,
  attempts: (id: string, page: number, limit: number) =>
    [...whizzAdminKeys.all, 'attempts', id, page, limit] as const,
  batchOptions: (search: string) => [...whizzAdminKeys.all, 'batch-options', search] as const,
  questionOptions: (search: string, type: QuestionType | '') =>
    [...whizzAdminKeys.all, 'question-options', search, type] as const,
};
