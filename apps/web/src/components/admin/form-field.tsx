import { clsx } from 'clsx';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

/** Classes for a compact admin text input / select / textarea. */
export const adminInputClass = clsx(
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
  'placeholder:text-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-100',
);

type FieldChildProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A label, one control (its only child) and the control's hint or error, wired by id and
 * aria-describedby. Pass the input with `className={adminInputClass}`.
 */
export function AdminField({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactElement<FieldChildProps>;
  className?: string;
}) {
  const autoId = useId();
  const id = (isValidElement(children) && children.props.id) || autoId;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** Under a field: its error (announced), else its hint; ids `${id}-error` / `${id}-hint`. */
export function FieldMessage({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | null;
  hint?: ReactNode;
}) {
  if (error) {
    return (
      <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
      {hint}
    </p>
  ) : null;
}
