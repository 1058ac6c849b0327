import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/core/api-client';

import { courseAdminKeys } from './course-admin-keys.ts';

/** How many problems the picker lists for one search. */
export const PROBLEM_PICK_LIMIT = 20;
export const PROBLEMS_FAILED = 'Failed to load coding problems';

/** A coding problem as the picker shows it. */
export type ProblemChoice = { _id: string; title: string; difficulty: string; isActive: boolean };

/** GET /admin/coding-problems?search&limit → data.codingProblems (the bank, newest first). */
export async function searchCodingProblems(
  search: string,
  signal?: AbortSignal,
): Promise<ProblemChoice[]> {
  const res = await adminApi.get('/coding-problems', 'ZCodingListData', {
    query: { search: search.trim() || undefined, limit: PROBLEM_PICK_LIMIT },
    signal,
  });
  return res.data.codingProblems.map(({ _id, title, difficulty, isActive }) => ({
    _id,
    title,
    difficulty,
    isActive,
  }));
}

export function useCodingProblemSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: courseAdminKeys.problems(search.trim()),
    queryFn: ({ signal }) => searchCodingProblems(search, signal),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/coding-problems/{id} → data.codingProblem: the chosen problem's title. */
export async function getCodingProblemTitle(id: string, signal?: AbortSignal): Promise<string> {
  const res = await adminApi.get(
    `/coding-problems/${encodeURIComponent(id)}`,
    'ZCodingProblemData',
    {
      signal,
    },
  );
  return res.data.codingProblem.title;
}

export function useCodingProblemTitle(id: string | null) {
  return useQuery({
    queryKey: courseAdminKeys.problem(id ?? ''),
    queryFn: ({ signal }) => getCodingProblemTitle(id!, signal),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}
