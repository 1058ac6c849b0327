import { useQueryClient } from '@tanstack/react-query';
import { Code2, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import { SEARCH_DEBOUNCE_MS } from '@app/shared';

import { adminInputClass } from '@/components/admin/form-field';
import { useFieldError } from '@/components/form';
import { Spinner } from '@/components/ui/spinner';

import {
  PROBLEMS_FAILED,
  useCodingProblemSearch,
  useCodingProblemTitle,
  type ProblemChoice,
} from '../../api/coding-problems.ts';
import { courseAdminKeys } from '../../api/course-admin-keys.ts';
import type { LessonFieldProps, ModulesFormValues } from '../../lib/modules-form.ts';

/**
 * The coding problem of a practice lesson: the chosen one by its title, or a search of the
 * question bank's coding problems to choose from.
 */
export function ProblemPicker({ base, isRequired, testId }: LessonFieldProps) {
  const name = `${base}.problemId` as const;
  const { control } = useFormContext<ModulesFormValues>();
  const { field } = useController({ control, name });
  const error = useFieldError<ModulesFormValues>(name);
  const problemId = (field.value as string | null) ?? null;
  const [isChoosing, setChoosing] = useState(problemId === null);
  const title = useCodingProblemTitle(problemId);
  const queryClient = useQueryClient();
  const id = useId();
  const describedBy = error ? `${id}-error` : `${id}-hint`;

  const choose = (problem: ProblemChoice) => {
    queryClient.setQueryData(courseAdminKeys.problem(problem._id), problem.title);
    field.onChange(problem._id);
    setChoosing(false);
  };

  return (
    <div data-field={name}>
      <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-medium text-slate-800">
        {isRequired ? 'Coding problem' : 'Coding problem (optional)'}
      </label>
      {problemId !== null && (
        <div
          className="mb-2 flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2"
          data-testid={`${testId}-problem-chosen`}
        >
          <Code2 className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate text-sm font-semibold text-brand-900">
            {title.isPending
              ? 'Loading the problem…'
              : title.isError
                ? 'A problem that could not be loaded'
                : title.data}
          </span>
          <button
            type="button"
            onClick={() => setChoosing((on) => !on)}
            aria-expanded={isChoosing}
            className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100"
            data-testid={`${testId}-problem-change`}
          >
            {isChoosing ? 'Keep it' : 'Change'}
          </button>
          {!isRequired && (
            <button
              type="button"
              onClick={() => field.onChange(null)}
              className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-white"
            >
              Remove
            </button>
          )}
        </div>
      )}
      {(isChoosing || problemId === null) && (
        <ProblemSearch
          inputId={`${id}-search`}
          describedBy={describedBy}
          isInvalid={Boolean(error)}
          chosenId={problemId}
          onChoose={choose}
          testId={testId}
          inputRef={field.ref}
        />
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          Students solve it with the judge, from the lesson.
        </p>
      )}
    </div>
  );
}

function ProblemSearch({
  inputId,
  describedBy,
  isInvalid,
  chosenId,
  onChoose,
  testId,
  inputRef,
}: {
  inputId: string;
  describedBy: string;
  isInvalid: boolean;
  chosenId: string | null;
  onChoose: (problem: ProblemChoice) => void;
  testId: string;
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const query = useCodingProblemSearch(search, true);
  const problems = query.data ?? [];

  return (
    <div>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          // Enter searches at once instead of submitting the modules form.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            setSearch(text.trim());
          }}
          placeholder="Search coding problems by title"
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          aria-controls={`${inputId}-results`}
          data-testid={`${testId}-problem-search`}
          className={`${adminInputClass} h-10 pl-9`}
        />
      </div>
      <div
        id={`${inputId}-results`}
        className="mt-2 max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-white"
      >
        {query.isPending ? (
          <p className="flex items-center gap-2 px-3 py-2.5 text-sm text-slate-600" role="status">
            <Spinner className="size-4 text-brand-600" /> Searching…
          </p>
        ) : query.isError ? (
          <p className="px-3 py-2.5 text-sm text-red-700" role="alert">
            {PROBLEMS_FAILED}
          </p>
        ) : problems.length === 0 ? (
          <p className="px-3 py-2.5 text-sm text-slate-600">No coding problem matches.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Matching coding problems">
            {problems.map((p) => (
              <li key={p._id}>
                <button
                  type="button"
                  onClick={() => onChoose(p)}
                  aria-pressed={p._id === chosenId}
                  data-testid={`${testId}-problem-option`}
                  className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-slate-50 aria-pressed:bg-brand-50"
                >
                  <span className="min-w-0 truncate text-sm font-medium text-slate-900">
                    {p.title}
                  </span>
                  <span className="shrink-0 text-xs text-slate-500">
                    {p.difficulty}
                    {!p.isActive && ' · inactive'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
