import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps } from 'react';

export type SelectFieldProps = ComponentProps<'select'> & { label: string; error?: string };

/** A native select dressed like TextField: the phone's own picker, the same label and error wiring. */
export function SelectField({ label, error, id, className, children, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = error ? `${selectId}-error` : undefined;

  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
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
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
