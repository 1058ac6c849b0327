import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

import { FieldFrame } from './field-frame.tsx';

export type SelectFieldProps = ComponentProps<'select'> & { label: string; error?: string };

/** A native select dressed like TextField: the phone's own picker, the same label and error wiring. */
export function SelectField({ label, error, id, className, children, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={clsx(
              'h-12 w-full appearance-none rounded-xl border bg-white pr-10 pl-3.5 text-base text-slate-900 transition-colors outline-none focus:ring-4',
              error
                ? 'border-red-500 focus:ring-red-100'
                : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
            )}
            {...rest}
          >
            {children}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
        </div>
      )}
    </FieldFrame>
  );
}
