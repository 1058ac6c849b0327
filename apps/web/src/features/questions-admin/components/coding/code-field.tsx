import { clsx } from 'clsx';
import { useState } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';

import {
  CODE_LANGUAGE_LABELS,
  CODE_LANGUAGES,
  USER_CODE_MARKER,
  type CodeLanguage,
} from '@app/shared';

import { CodeEditor } from '@/components/code-editor/code-editor';
import { allMessages } from '@/components/form';

import type { CodingFormValues } from '../../lib/form-values.ts';

const CODE_MIN = '11rem';

/**
 * Boilerplate, hidden driver and reference solution, one language at a time (tabs). A language
 * whose boilerplate or solution is left empty is simply not offered / not checked.
 */
export function CodeField() {
  const { control } = useFormContext<CodingFormValues>();
  const [language, setLanguage] = useState<CodeLanguage>('javascript');
  const boilerplate = useWatch({ control, name: 'boilerplate' });
  const solutions = useWatch({ control, name: 'solutions' });
  const { errors } = useFormState({ control, name: ['boilerplate', 'solutions'] });
  const index = CODE_LANGUAGES.indexOf(language);
  const messages = [...allMessages(errors.boilerplate), ...allMessages(errors.solutions)];

  return (
    <div className="space-y-4">
      {messages.length > 0 && (
        <ul
          role="alert"
          className="space-y-1 rounded-lg bg-red-50 px-3 py-2"
          data-testid="code-errors"
        >
          {messages.map((m) => (
            <li key={m} className="text-sm font-medium text-red-800">
              {m}
            </li>
          ))}
        </ul>
      )}
      <div
        role="tablist"
        aria-label="Language"
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {CODE_LANGUAGES.map((l, i) => {
          const hasCode = Boolean(boilerplate[i]?.code.trim());
          const hasSolution = Boolean(solutions[i]?.code.trim());
          const selected = l === language;
          return (
            <button
              key={l}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls="code-panel"
              id={`code-tab-${l}`}
              onClick={() => setLanguage(l)}
              data-testid={`code-tab-${l}`}
              className={clsx(
                '-mb-px inline-flex h-10 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap',
                selected
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {CODE_LANGUAGE_LABELS[l]}
              <span
                aria-label={
                  hasCode && hasSolution
                    ? '(boilerplate and solution)'
                    : hasCode || hasSolution
                      ? '(incomplete)'
                      : '(not offered)'
                }
                className={clsx(
                  'size-2 rounded-full',
                  hasCode && hasSolution
                    ? 'bg-emerald-500'
                    : hasCode || hasSolution
                      ? 'bg-amber-500'
                      : 'bg-slate-300',
                )}
              />
            </button>
          );
        })}
      </div>

      <div className="rounded-xl bg-slate-50 px-3.5 py-3 text-xs leading-relaxed text-slate-700 ring-1 ring-slate-200">
        <span className="font-semibold text-slate-900">How a program is put together: </span>
        the driver is hidden main code around the student’s code. Put{' '}
        <code className="rounded bg-white px-1 font-mono text-[0.7rem] text-brand-800 ring-1 ring-slate-200">
          {USER_CODE_MARKER}
        </code>{' '}
        in the driver where their code goes; without the marker their code comes first and the
        driver after it. Leave the driver empty when students write the whole program. A language
        with no boilerplate is not offered to students.
      </div>

      <div
        role="tabpanel"
        id="code-panel"
        aria-labelledby={`code-tab-${language}`}
        className="space-y-4"
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-800">Boilerplate</p>
            <p className="mb-2 text-xs text-slate-600">
              What students see and edit, e.g. a function to fill in.
            </p>
            <Controller
              control={control}
              name={`boilerplate.${index}.code`}
              render={({ field }) => (
                <CodeEditor
                  key={`bp-${language}`}
                  value={field.value}
                  onChange={field.onChange}
                  language={language}
                  label={`${CODE_LANGUAGE_LABELS[language]} boilerplate`}
                  minHeight={CODE_MIN}
                />
              )}
            />
          </div>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-800">Driver (hidden)</p>
            <p className="mb-2 text-xs text-slate-600">
              Reads the input, calls the student’s code and prints the result.
            </p>
            <Controller
              control={control}
              name={`boilerplate.${index}.mainCode`}
              render={({ field }) => (
                <CodeEditor
                  key={`main-${language}`}
                  value={field.value}
                  onChange={field.onChange}
                  language={language}
                  label={`${CODE_LANGUAGE_LABELS[language]} driver`}
                  minHeight={CODE_MIN}
                />
              )}
            />
          </div>
        </div>
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-800">Reference solution</p>
          <p className="mb-2 text-xs text-slate-600">
            Written like a student’s answer (it goes inside the driver). “Check solutions” runs it
            against every test case.
          </p>
          <Controller
            control={control}
            name={`solutions.${index}.code`}
            render={({ field }) => (
              <CodeEditor
                key={`sol-${language}`}
                value={field.value}
                onChange={field.onChange}
                language={language}
                label={`${CODE_LANGUAGE_LABELS[language]} solution`}
                minHeight={CODE_MIN}
              />
            )}
          />
        </div>
      </div>
    </div>
  );
}
