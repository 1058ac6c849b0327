import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';

import type { Difficulty } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { tableStateOf } from '@/components/admin/table-state';
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

  const text = KIND_TEXT[kind];

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
        <QueryListCard
          query={query}
          list={list}
          itemLabel={kind === 'fib' ? 'questions' : text.plural}
          failedMessage={text.fetchListFailed}
          toolbar={
            <ListToolbar
              key={kind}
              list={list}
              placeholder={SEARCH_PLACEHOLDER[kind]}
              idPrefix="question"
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
        >
          <QuestionTable
            kind={kind}
            rows={data?.rows ?? []}
            {...tableStateOf(query)}
            onDelete={onDelete}
            emptyHint={
              params.search || state.hasFilters
                ? 'Try other words or clear the filters.'
                : `Add one with “${text.newLabel}”${kind === 'coding' ? '' : ' or import a CSV'}.`
            }
          />
        </QueryListCard>
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
