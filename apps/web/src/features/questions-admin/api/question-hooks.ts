import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { toast } from '@/core/toast';

import { clearFibCaches } from '../lib/fib-cache.ts';
import { KIND_TEXT, type QuestionKind } from '../lib/question-kinds.ts';
import {
  createQuestion,
  deleteQuestion,
  getQuestion,
  getQuestionList,
  importQuestions,
  updateQuestion,
  type QuestionList,
  type QuestionOf,
} from './question-bank.ts';
import { questionKeys, type QuestionListParams } from './question-keys.ts';

/** calls.md §9: coding problem and fill-in-the-blank lists are kept 5 minutes (MCQs alike). */
export const QUESTION_LIST_STALE_MS = 5 * 60_000;

/**
 * While another page or filter of the same bank loads, the previous rows stay on screen. Rows of
 * another bank never do: an MCQ row has no `languages`, a coding row no `options`, and the other
 * tab's columns would read them (the crash of issue 15 when switching tabs).
 */
export const sameBankPlaceholder =
  <K extends QuestionKind>(kind: K) =>
  (previous: QuestionList<QuestionKind> | undefined): QuestionList<K> | undefined =>
    previous && previous.kind === kind ? (previous as QuestionList<K>) : undefined;

export const questionListOptions = <K extends QuestionKind>(kind: K, params: QuestionListParams) =>
  queryOptions({
    queryKey: questionKeys.list(kind, params),
    queryFn: ({ signal }) => getQuestionList(kind, params, signal),
    placeholderData: sameBankPlaceholder(kind),
    staleTime: QUESTION_LIST_STALE_MS,
  });

export const useQuestionList = <K extends QuestionKind>(kind: K, params: QuestionListParams) =>
  useQuery(questionListOptions(kind, params));

export const useQuestion = <K extends QuestionKind>(kind: K, id: string | undefined) =>
  useQuery({
    queryKey: questionKeys.detail(kind, id ?? ''),
    queryFn: ({ signal }) => getQuestion(kind, id!, signal),
    enabled: Boolean(id),
    // The editor starts from what is saved now.
    staleTime: 0,
  });

/**
 * After any write: the fill-in-the-blank caches are emptied first (calls.md §9), then every
 * cached list and copy of the bank is re-read.
 */
export function afterWrite(queryClient: QueryClient, kind: QuestionKind) {
  if (kind === 'fib') clearFibCaches();
  return queryClient.invalidateQueries({ queryKey: questionKeys.bank(kind) });
}

export function useCreateQuestion<K extends QuestionKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => createQuestion(kind, body),
    onSuccess: () => {
      toast.success(KIND_TEXT[kind].created);
      void afterWrite(queryClient, kind);
    },
  });
}

export function useUpdateQuestion<K extends QuestionKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Record<string, unknown> }) =>
      updateQuestion(kind, id, patch),
    onSuccess: (saved) => {
      toast.success(KIND_TEXT[kind].updated);
      queryClient.setQueryData(questionKeys.detail(kind, saved._id), saved);
      void afterWrite(queryClient, kind);
    },
  });
}

function setRowActive(id: string, isActive: boolean) {
  return <L extends QuestionList<QuestionKind>>(data: L | undefined) =>
    data && {
      ...data,
      rows: data.rows.map((row) => (row._id === id ? { ...row, isActive } : row)),
    };
}

/** The row's active switch: sends only `{isActive}` (product.md §4). */
export function useToggleQuestion(kind: QuestionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      updateQuestion(kind, id, { isActive }, KIND_TEXT[kind].toggleFailed),
    onSuccess: (saved: QuestionOf[QuestionKind]) => {
      queryClient.setQueriesData<QuestionList<QuestionKind>>(
        { queryKey: questionKeys.lists(kind) },
        setRowActive(saved._id, saved.isActive),
      );
      toast.success(`${KIND_TEXT[kind].tab} ${saved.isActive ? 'activated' : 'deactivated'}`);
      void afterWrite(queryClient, kind);
    },
    onError: (error) => toast.error(error.message || KIND_TEXT[kind].toggleFailed),
  });
}

export function useDeleteQuestion(kind: QuestionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteQuestion(kind, id),
    onSuccess: () => {
      toast.success(KIND_TEXT[kind].deleted);
      return afterWrite(queryClient, kind);
    },
  });
}

export function useImportQuestions(kind: 'mcq' | 'fib') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importQuestions(kind, csv),
    onSuccess: (report) => {
      if (report.created > 0) void afterWrite(queryClient, kind);
    },
  });
}
