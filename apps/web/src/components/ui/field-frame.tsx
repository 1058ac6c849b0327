import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/** What the framed control takes so that its label, hint and error point at it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldFrameProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The control's id; one is made when none is given. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The public forms' field: a label above the control, then its hint (until an error takes its
 * place) or its error, wired by id and aria-describedby. TextField and the form field set's public
 * look (components/form) draw their control inside it.
 */
export function FieldFrame({ label, error, hint, id, className, children }: FieldFrameProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  // Only what is shown describes the control: the hint is hidden while an error stands.
  const hintId = hint && !error ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;

  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': clsx(hintId, errorId) || undefined,
      })}
      {hintId && (
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
