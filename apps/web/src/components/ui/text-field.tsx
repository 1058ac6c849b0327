import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Fixed text before the value, e.g. the +91 country code. */
  prefix?: string;
};

/** A labelled input with its hint and error wired to aria-describedby. */
export function TextField({ label, error, hint, prefix, className, id, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={clsx(
          'flex h-12 items-center overflow-hidden rounded-xl border bg-white transition-colors',
          'focus-within:ring-4',
          error
            ? 'border-red-500 focus-within:ring-red-100'
            : 'border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-100',
        )}
      >
        {prefix && (
          <span className="flex h-full items-center border-r border-slate-200 bg-slate-50 px-3 text-sm font-semibold text-slate-700">
            {prefix}
          </span>
        )}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(hintId, errorId) || undefined}
          className="h-full w-full min-w-0 bg-transparent px-3.5 text-base text-slate-900 outline-none placeholder:text-slate-500"
          {...rest}
        />
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
