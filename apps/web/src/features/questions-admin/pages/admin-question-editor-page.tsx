import { FileQuestion, Loader2 } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import type { CodingProblem, Fib, Mcq } from '@app/shared';

import { useGuardedLeave } from '@/components/admin/use-guarded-leave';
import { buttonStyles } from '@/components/ui/button-styles';
import { InlineError } from '@/components/ui/inline-error';
import { LeaveGuard } from '@/components/ui/leave-guard';
import { StatusPanel } from '@/components/ui/status-panel';
import { formatDateTime } from '@/core/format-date';

import { useQuestion, useQuestionList } from '../api/question-hooks.ts';
import type { QuestionListParams } from '../api/question-keys.ts';
import { CodingForm } from '../components/coding-form.tsx';
import { EditorShell } from '../components/editor-shell.tsx';
import { FibForm } from '../components/fib-form.tsx';
import { McqForm } from '../components/mcq-form.tsx';
import { DifficultyBadge, UsedIn } from '../components/question-chips.tsx';
import {
  isQuestionKind,
  KIND_TEXT,
  questionListPath,
  type QuestionKind,
} from '../lib/question-kinds.ts';

const TAG_SOURCE: QuestionListParams = {
  page: 1,
  limit: 10,
  search: '',
  difficulty: [],
  tags: [],
  isActive: '',
};

const TITLES: Record<QuestionKind, { create: string; edit: string; intro: string }> = {
  mcq: {
    create: 'New MCQ',
    edit: 'Edit MCQ',
    intro: 'A question with 2–10 options, one or several of them correct.',
  },
  fib: {
    create: 'New fill in the blank',
    edit: 'Edit fill in the blank',
    intro: 'A sentence with a blank; the student types the missing word or number.',
  },
  coding: {
    create: 'New coding problem',
    edit: 'Edit coding problem',
    intro: 'A statement, starting code and hidden driver per language, solutions and test cases.',
  },
};

/** /admin/questions/new/{mcq|coding|fib} and /admin/questions/update/{id}/{mcq|coding|fib}. */
export default function AdminQuestionEditorPage() {
  const { questionType, id } = useParams();
  if (!isQuestionKind(questionType)) return <UnknownType />;
  return <Editor key={`${questionType}:${id ?? 'new'}`} kind={questionType} id={id} />;
}

function UnknownType() {
  return (
    <StatusPanel
      icon={FileQuestion}
      code="404"
      title="No such question type"
      description="Questions are MCQs, coding problems or fill in the blanks."
      className="py-16"
      actions={
        <Link to="/admin/questions" className={buttonStyles({ size: 'sm' })}>
          Back to the question bank
        </Link>
      }
    />
  );
}

function Editor({ kind, id }: { kind: QuestionKind; id?: string }) {
  const { allowRef, leave } = useGuardedLeave();
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const question = useQuestion(kind, id);
  const suggestions = useQuestionList(kind, TAG_SOURCE).data?.allTags ?? [];
  const titles = TITLES[kind];

  const onSaved = useCallback(() => {
    if (id) return;
    // After a create the page goes back to the list (product.md §2: /admin/questions).
    leave(questionListPath(kind));
  }, [id, kind, leave]);

  if (id && question.isPending) {
    return (
      <EditorShell kind={kind} title={titles.edit}>
        <div
          className="card flex min-h-64 items-center justify-center gap-2 text-sm text-slate-600"
          role="status"
        >
          <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden="true" />
          Loading the {KIND_TEXT[kind].noun}…
        </div>
      </EditorShell>
    );
  }
  if (id && question.isError) {
    return (
      <EditorShell kind={kind} title={titles.edit}>
        <InlineError
          message={question.error.message}
          onRetry={() => void question.refetch()}
          testId="question-load-error"
        />
      </EditorShell>
    );
  }

  const saved = question.data;
  const common = { onDirtyChange, onSaved, suggestions };
  let form: ReactNode;
  if (kind === 'mcq') form = <McqForm saved={saved as Mcq | undefined} {...common} />;
  else if (kind === 'fib') form = <FibForm saved={saved as Fib | undefined} {...common} />;
  else form = <CodingForm saved={saved as CodingProblem | undefined} {...common} />;

  return (
    <EditorShell
      kind={kind}
      wide={kind === 'coding'}
      title={saved ? titles.edit : titles.create}
      description={
        saved ? (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <DifficultyBadge difficulty={saved.difficulty} />
            <UsedIn count={saved.usedIn} />
            <span className="text-slate-500">Updated {formatDateTime(saved.updatedAt)}</span>
          </span>
        ) : (
          titles.intro
        )
      }
    >
      <LeaveGuard when={dirty} allowRef={allowRef} />
      {form}
    </EditorShell>
  );
}
