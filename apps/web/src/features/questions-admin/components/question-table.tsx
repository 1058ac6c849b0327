import { Pencil, Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';

import {
  CODE_LANGUAGE_LABELS,
  plural,
  type CodingProblemSummary,
  type Fib,
  type Mcq,
} from '@app/shared';

import { ActiveSwitch } from '@/components/admin/active-switch';
import { adminColumnHelper, DataTable } from '@/components/admin/data-table';
import type { AdminColumnDef } from '@/components/admin/data-table-types';

import type { RowOf } from '../api/question-bank.ts';
import { useToggleQuestion } from '../api/question-hooks.ts';
import { editQuestionPath, KIND_TEXT, type QuestionKind } from '../lib/question-kinds.ts';
import type { DeleteTarget } from './delete-question-dialog.tsx';
import { DifficultyBadge, TagChips, UsedIn } from './question-chips.tsx';

type Row = RowOf[QuestionKind];
type OnDelete = (target: DeleteTarget) => void;

const rowLabel = (row: Row) => ('title' in row ? row.title : row.question);

function ActiveCell({ kind, row }: { kind: QuestionKind; row: Row }) {
  const toggle = useToggleQuestion(kind);
  const pending = toggle.isPending && toggle.variables?.id === row._id;
  const shown = pending ? toggle.variables!.isActive : row.isActive;
  return (
    <div className="flex items-center gap-2">
      <ActiveSwitch
        checked={shown}
        isPending={pending}
        label={`Active: ${rowLabel(row).slice(0, 60)}`}
        onChange={(isActive) => toggle.mutate({ id: row._id, isActive })}
        testId="row-active"
      />
      <span className="text-xs font-medium text-slate-600 md:hidden">
        {shown ? 'Active' : 'Inactive'}
      </span>
    </div>
  );
}

function Actions({ kind, row, onDelete }: { kind: QuestionKind; row: Row; onDelete: OnDelete }) {
  const label = rowLabel(row);
  return (
    <div className="flex items-center gap-1">
      <Link
        to={editQuestionPath(kind, row._id)}
        aria-label={`Edit ${label.slice(0, 60)}`}
        title="Edit"
        data-testid="row-edit"
        className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800"
      >
        <Pencil className="size-4" aria-hidden="true" />
        <span className="md:sr-only">Edit</span>
      </Link>
      <button
        type="button"
        onClick={() => onDelete({ id: row._id, label, usedIn: row.usedIn })}
        aria-label={`Delete ${label.slice(0, 60)}`}
        title="Delete"
        data-testid="row-delete"
        className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <span className="md:sr-only">Delete</span>
      </button>
    </div>
  );
}

function QuestionText({ children, sub }: { children: string; sub?: ReactNode }) {
  return (
    <div className="max-w-md min-w-48">
      <p className="line-clamp-2 text-sm font-semibold text-slate-900" title={children}>
        {children}
      </p>
      {sub && <div className="mt-1 text-xs font-normal text-slate-500">{sub}</div>}
    </div>
  );
}

function commonTail<T extends Row>(kind: QuestionKind, onDelete: OnDelete) {
  const col = adminColumnHelper<T>();
  return [
    col.display({
      id: 'difficulty',
      header: 'Difficulty',
      cell: (c) => <DifficultyBadge difficulty={c.row.original.difficulty} />,
    }),
    col.display({
      id: 'points',
      header: 'Points',
      cell: (c) => (
        <span className="text-sm font-semibold text-slate-900 tabular-nums">
          {c.row.original.points}
        </span>
      ),
    }),
    col.display({
      id: 'tags',
      header: 'Tags',
      cell: (c) => <TagChips tags={c.row.original.tags} />,
    }),
    col.display({
      id: 'usedIn',
      header: 'Used in',
      cell: (c) => <UsedIn count={c.row.original.usedIn} />,
    }),
    col.display({
      id: 'active',
      header: 'Active',
      cell: (c) => <ActiveCell kind={kind} row={c.row.original} />,
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: (c) => <Actions kind={kind} row={c.row.original} onDelete={onDelete} />,
      meta: { headerClassName: 'sr-only' },
    }),
  ] as AdminColumnDef<T>[];
}

function mcqColumns(onDelete: OnDelete): AdminColumnDef<Mcq>[] {
  const col = adminColumnHelper<Mcq>();
  return [
    col.accessor('question', {
      header: 'Question',
      cell: (c) => {
        const m = c.row.original;
        const correct = m.options.filter((o) => o.isCorrect).length;
        return (
          <QuestionText
            sub={`${plural(m.options.length, 'option')} · ${m.selectionType === 'single' ? 'single answer' : `${correct} correct`}`}
          >
            {c.getValue()}
          </QuestionText>
        );
      },
      meta: { isCardTitle: true },
    }),
    ...commonTail<Mcq>('mcq', onDelete),
  ];
}

function fibColumns(onDelete: OnDelete): AdminColumnDef<Fib>[] {
  const col = adminColumnHelper<Fib>();
  return [
    col.accessor('question', {
      header: 'Question',
      cell: (c) => <QuestionText>{c.getValue()}</QuestionText>,
      meta: { isCardTitle: true },
    }),
    col.accessor('correctAnswer', {
      header: 'Answer',
      cell: (c) => (
        <span className="inline-block max-w-40 truncate rounded-md bg-emerald-50 px-2 py-0.5 font-mono text-xs font-semibold text-emerald-900">
          {c.getValue()}
        </span>
      ),
    }),
    ...commonTail<Fib>('fib', onDelete),
  ];
}

function codingColumns(onDelete: OnDelete): AdminColumnDef<CodingProblemSummary>[] {
  const col = adminColumnHelper<CodingProblemSummary>();
  return [
    col.accessor('title', {
      header: 'Problem',
      cell: (c) => (
        <QuestionText
          sub={
            <>
              <span className="font-mono">{c.row.original.problemId}</span> ·{' '}
              {plural(c.row.original.testCaseCount, 'test')}
            </>
          }
        >
          {c.getValue()}
        </QuestionText>
      ),
      meta: { isCardTitle: true },
    }),
    col.display({
      id: 'languages',
      header: 'Languages',
      cell: (c) => (
        <span className="text-sm whitespace-nowrap text-slate-700">
          {c.row.original.languages.map((l) => CODE_LANGUAGE_LABELS[l]).join(', ') || '—'}
        </span>
      ),
    }),
    ...commonTail<CodingProblemSummary>('coding', onDelete),
  ];
}

export function QuestionTable({
  kind,
  rows,
  isLoading,
  isFetching,
  emptyHint,
  onDelete,
}: {
  kind: QuestionKind;
  rows: Row[];
  isLoading: boolean;
  isFetching: boolean;
  emptyHint: ReactNode;
  onDelete: OnDelete;
}) {
  const columns = useMemo(
    () =>
      (kind === 'mcq'
        ? mcqColumns(onDelete)
        : kind === 'fib'
          ? fibColumns(onDelete)
          : codingColumns(onDelete)) as AdminColumnDef<Row>[],
    [kind, onDelete],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r._id}
      isLoading={isLoading}
      isFetching={isFetching}
      emptyMessage={`No ${KIND_TEXT[kind].plural === 'questions' ? 'fill in the blank questions' : KIND_TEXT[kind].plural} found.`}
      emptyHint={emptyHint}
      caption={`${KIND_TEXT[kind].tab} questions`}
      rowTestId="question-row"
      density="compact"
    />
  );
}
