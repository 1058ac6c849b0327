import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { DIFFICULTIES } from '@app/shared';

import { useListPage } from '@/components/admin/use-list-page';

import type { ActiveFilter, QuestionListParams } from '../api/question-keys.ts';
import { isQuestionKind, type QuestionKind } from '../lib/question-kinds.ts';

const FILTER_SPEC = {
  difficulty: DIFFICULTIES,
  isActive: { oneOf: ['true', 'false'] },
} as const;

const MAX_TAG_FILTERS = 20;

/**
 * The question list's state, all in the URL: `type` (the tab), page, page size, search,
 * difficulty, active and tags. Tags are free values (the bank's allTags), so they are read here
 * rather than by useListPage, which keeps only values it knows in advance.
 */
export function useQuestionListParams() {
  const list = useListPage(FILTER_SPEC);
  const [searchParams, setSearchParams] = useSearchParams();
  const rawType = searchParams.get('type');
  const kind: QuestionKind = isQuestionKind(rawType) ? rawType : 'mcq';
  const tagsKey = searchParams.getAll('tags').join('\u0000');
  const tags = useMemo(
    () =>
      tagsKey
        ? [...new Set(tagsKey.split('\u0000').map((t) => t.trim().slice(0, 25)))]
            .filter(Boolean)
            .slice(0, MAX_TAG_FILTERS)
        : [],
    [tagsKey],
  );

  const setTags = useCallback(
    (next: string[]) =>
      setSearchParams(
        (current) => {
          const p = new URLSearchParams(current);
          p.delete('tags');
          for (const t of next) p.append('tags', t);
          p.delete('page');
          return p;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  /** One URL change: the kit's clear plus the tags. */
  const clearAll = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const p = new URLSearchParams(current);
          for (const key of ['difficulty', 'isActive', 'tags', 'search', 'page']) p.delete(key);
          return p;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  /** Another tab starts from its first page with no search or filters (tags differ per bank). */
  const setKind = useCallback(
    (next: QuestionKind) =>
      setSearchParams((current) => {
        const p = new URLSearchParams();
        const limit = current.get('limit');
        p.set('type', next);
        if (limit) p.set('limit', limit);
        return p;
      }),
    [setSearchParams],
  );

  const params = useMemo<QuestionListParams>(
    () => ({
      page: list.page,
      limit: list.limit,
      search: list.search,
      difficulty: list.filters.difficulty,
      tags,
      isActive: list.filters.isActive as ActiveFilter,
    }),
    [list.page, list.limit, list.search, list.filters.difficulty, list.filters.isActive, tags],
  );

  return {
    kind,
    setKind,
    params,
    list,
    tags,
    setTags,
    hasFilters: list.hasFilters || tags.length > 0,
    activeFilterCount:
      (list.filters.difficulty.length > 0 ? 1 : 0) +
      (list.filters.isActive ? 1 : 0) +
      (tags.length > 0 ? 1 : 0),
    clearAll,
  };
}
