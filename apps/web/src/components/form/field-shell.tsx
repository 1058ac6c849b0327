import { clsx } from 'clsx';
import { cloneElement, type ReactElement, type ReactNode } from 'react';

import { AdminField } from '@/components/admin/form-field';
import { FieldFrame, type FieldControlProps } from '@/components/ui/field-frame';

import { useFormLook } from './form-look.ts';

export type FieldShellProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Classes of the whole field (label, control and message), e.g. a grid span. */
  className?: string;
};

/**
 * The label, hint and message around one control, in the form's look: AdminField on staff
 * screens, FieldFrame on the public site. Either gives the control its id and aria wiring.
 */
export function FieldShell({
  label,
  hint,
  error,
  className,
  children,
}: FieldShellProps & { children: ReactElement<Partial<FieldControlProps>> }) {
  const look = useFormLook();
  if (look === 'admin') {
    return (
      <AdminField label={label} hint={hint} error={error} className={className}>
        {children}
      </AdminField>
    );
  }
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      id={children.props.id}
      className={className}
    >
      {(control) => cloneElement(children, control)}
    </FieldFrame>
  );
}

/** The public look of a box (select, date, textarea): rounded, tall text, red when in error. */
export const publicControlClass = (error: string | undefined) =>
  clsx(
    'rounded-xl border bg-white text-base text-slate-900 transition-colors outline-none placeholder:text-slate-500 focus:ring-4',
    error
      ? 'border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
  );

/** A message under a control that has no field frame of its own (a list row, a choice group). */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-xs font-medium text-red-700">
      {message}
    </p>
  );
}
