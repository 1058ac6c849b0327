import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

import { FieldFrame } from './field-frame.tsx';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'prefix'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Fixed text before the value, e.g. the +91 country code. */
  prefix?: string;
};

/** A labelled input with its hint and error wired to aria-describedby. */
export function TextField({ label, error, hint, prefix, className, id, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
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
            {...control}
            className="h-full w-full min-w-0 bg-transparent px-3.5 text-base text-slate-900 outline-none placeholder:text-slate-500"
            {...rest}
          />
        </div>
      )}
    </FieldFrame>
  );
}
