import { Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';

import type { Difficulty } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListCard } from '@/components/admin/list-card';
import { ListError } from '@/components/admin/list-error';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { PaginationBar } from '@/components/admin/pagination-bar';
import { buttonStyles } from '@/components/ui/button-styles';

import { useQuestionList } from '../api/question-hooks.ts';
import type { ActiveFilter } from '../api/question-keys.ts';
import { DeleteQuestionDialog, type DeleteTarget } from '../components/delete-question-dialog.tsx';
import { ImportCsvButton, TemplateLink } from '../components/import-csv.tsx';
import { QuestionFilters } from '../components/question-filters.tsx';
import { QuestionTable } from '../components/question-table.tsx';
import { PANEL_ID, QuestionTabs, tabId } from '../components/question-tabs.tsx';
import { useQuestionListParams } from '../hooks/use-question-list-params.ts';
import { KIND_TEXT, newQuestionPath } from '../lib/question-kinds.ts';

const SEARCH_PLACEHOLDER = {
  mcq: 'Search questions',
  coding: 'Search by title or problem ID',
  fib: 'Search questions',
} as const;

/** /admin/questions: the MCQ, coding problem and fill-in-the-blank banks, one tab each. */
export default function AdminQuestionsPage() {
  const state = useQuestionListParams();
  const { kind, params, list } = state;
  const query = useQuestionList(kind, params);
  const data = query.data;
  const [toDelete, setToDelete] = useState<DeleteTarget | null>(null);
  const onDelete = useCallback((target: DeleteTarget) => setToDelete(target), []);

  // A page past the end (rows deleted, filters narrowed) snaps back to the last page.
  const lastPage = data?.pagination.totalPages ?? 1;
  const { setPage } = list;
  useEffect(() => {
    if (
      !query.isPlaceholderData &&
      data &&
      data.pagination.totalItems > 0 &&
      params.page > lastPage
    ) {
      setPage(lastPage);
    }
  }, [query.isPlaceholderData, data, params.page, lastPage, setPage]);

  const text = KIND_TEXT[kind];
  const showRows = !(query.isError && !data);

  return (
    <div className="mx-auto max-w-[96rem]">
      <AdminPageHeader
        title="Question bank"
        description="MCQs, coding problems and fill in the blanks for whizz quizzes and Kodex contests."
        actions={
          <>
            <Link
              to={newQuestionPath(kind)}
              className={buttonStyles({ size: 'sm' })}
              data-testid="question-new"
            >
              <Plus className="size-4" aria-hidden="true" />
              {text.newLabel}
            </Link>
          </>
        }
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <QuestionTabs value={kind} onChange={state.setKind} />
        {kind !== 'coding' && (
          <div className="flex items-center gap-2">
            <TemplateLink kind={kind} />
            <ImportCsvButton key={kind} kind={kind} />
          </div>
        )}
      </div>

      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(kind)}>
        <ListCard
          toolbar={
            <ListToolbar
              key={kind}
              search={list.search}
              onSearch={list.setSearch}
              placeholder={SEARCH_PLACEHOLDER[kind]}
              testId="question-search"
              filtersId="question-filters"
              activeFilterCount={state.activeFilterCount}
            >
              <QuestionFilters
                difficulty={params.difficulty}
                onDifficulty={(v: Difficulty[]) => list.setFilter('difficulty', v)}
                isActive={params.isActive}
                onIsActive={(v: ActiveFilter) => list.setFilter('isActive', v)}
                tags={state.tags}
                onTags={state.setTags}
                allTags={data?.allTags ?? []}
                hasFilters={state.hasFilters || params.search !== ''}
                onClear={state.clearAll}
              />
            </ListToolbar>
          }
          footer={
            data && showRows ? (
              <PaginationBar
                pagination={data.pagination}
                onPageChange={list.setPage}
                onPageSizeChange={list.setLimit}
                itemLabel={kind === 'fib' ? 'questions' : text.plural}
              />
            ) : null
          }
        >
          {!showRows ? (
            <ListError
              message={text.fetchListFailed}
              detail={query.error?.message}
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
            />
          ) : (
            <QuestionTable
              kind={kind}
              rows={data?.rows ?? []}
              isLoading={query.isPending}
              isFetching={query.isFetching && !query.isPending}
              onDelete={onDelete}
              emptyHint={
                params.search || state.hasFilters
                  ? 'Try other words or clear the filters.'
                  : `Add one with “${text.newLabel}”${kind === 'coding' ? '' : ' or import a CSV'}.`
              }
            />
          )}
        </ListCard>
      </div>

      <DeleteQuestionDialog
        key={kind}
        kind={kind}
        target={toDelete}
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}
