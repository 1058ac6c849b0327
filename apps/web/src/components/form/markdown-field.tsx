import { clsx } from 'clsx';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';

import { adminInputClass, FieldMessage } from '@/components/admin/form-field';

import { useFieldError } from './use-field-error.ts';

type Tab = 'write' | 'preview';

// The renderer (react-markdown and highlight.js) is fetched the first time a preview shows, so
// every form that imports the field set (public sign-up forms too) stays light.
const LessonMarkdown = lazy(async () => ({
  default: (await import('@/components/markdown/lesson-markdown')).LessonMarkdown,
}));

const tabClass = (isOn: boolean) =>
  clsx(
    'h-7 rounded-md px-3 text-xs font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none',
    isOn ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
  );

/**
 * Markdown text with Write and Preview tabs (staff screens): the text box, and the text as
 * LessonMarkdown renders it for students. A message on the field brings the Write tab back.
 */
export function FormMarkdown<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  placeholder,
  rows = 6,
  testId,
  className,
}: {
  name: Path<T>;
  label: string;
  hint?: ReactNode;
  placeholder?: string;
  rows?: number;
  testId?: string;
  className?: string;
}) {
  const { register, control } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const text = (useWatch({ control, name }) as string | undefined) ?? '';
  const [tab, setTab] = useState<Tab>('write');
  const showing: Tab = error ? 'write' : tab;
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  const tabButton = (value: Tab, title: string) => (
    <button
      type="button"
      role="tab"
      id={`${id}-${value}-tab`}
      aria-selected={showing === value}
      aria-controls={`${id}-${value}`}
      tabIndex={showing === value ? 0 : -1}
      onClick={() => setTab(value)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        const next = value === 'write' ? 'preview' : 'write';
        setTab(next);
        document.getElementById(`${id}-${next}-tab`)?.focus();
      }}
      data-testid={testId && `${testId}-${value}-tab`}
      className={tabClass(showing === value)}
    >
      {title}
    </button>
  );

  return (
    <div className={className}>
      <div className="mb-1 flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <div
          role="tablist"
          aria-label={`${label}: write or preview`}
          className="inline-flex rounded-lg bg-slate-100 p-0.5"
        >
          {tabButton('write', 'Write')}
          {tabButton('preview', 'Preview')}
        </div>
      </div>
      <div
        role="tabpanel"
        id={`${id}-write`}
        aria-labelledby={`${id}-write-tab`}
        hidden={showing !== 'write'}
      >
        <textarea
          {...register(name)}
          id={`${id}-text`}
          rows={rows}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          spellCheck
          data-testid={testId}
          data-field={name}
          className={clsx(
            adminInputClass,
            'field-sizing-content max-h-[32rem] min-h-36 resize-y font-mono text-[13px] leading-relaxed',
          )}
        />
      </div>
      <div
        role="tabpanel"
        id={`${id}-preview`}
        aria-labelledby={`${id}-preview-tab`}
        hidden={showing !== 'preview'}
        tabIndex={0}
        data-testid={testId && `${testId}-preview`}
        className="min-h-36 rounded-lg border border-slate-200 bg-white px-4 py-3"
      >
        {showing === 'preview' &&
          (text.trim() ? (
            <Suspense fallback={<p className="text-sm text-slate-500">Loading preview…</p>}>
              <LessonMarkdown>{text}</LessonMarkdown>
            </Suspense>
          ) : (
            <p className="text-sm text-slate-500">Nothing to preview yet.</p>
          ))}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
