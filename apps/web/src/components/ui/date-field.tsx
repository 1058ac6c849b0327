import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { DateInput, type DateInputProps } from './date-input.tsx';
import { FieldFrame } from './field-frame.tsx';

export type DateFieldProps = Omit<DateInputProps, 'className'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

/** TextField's look for a date (dd/mm/yyyy and a calendar): label, hint and error wired by id. */
export function DateField({ label, error, hint, className, id, ...rest }: DateFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <DateInput
          {...rest}
          {...control}
          className={clsx(
            'h-12 w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 transition-colors outline-none placeholder:text-slate-500 focus:ring-4',
            error
              ? 'border-red-500 focus:ring-red-100'
              : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100 aria-[invalid=true]:border-red-500',
          )}
        />
      )}
    </FieldFrame>
  );
}
