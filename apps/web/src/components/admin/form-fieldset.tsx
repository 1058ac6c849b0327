import { clsx } from 'clsx';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

import { TextButton } from '@/components/ui/text-button';

/** One titled part of a drawer form, ruled off from the next. */
export function FormFieldset({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-b border-slate-200 pb-6 last:border-0">
      <legend className="mb-3 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** "Add …" under a repeatable list of fields (slogans, prizes, phases). */
export function AddRowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <TextButton icon={Plus} onClick={onClick} className="gap-1.5 text-sm hover:text-brand-800">
      {children}
    </TextButton>
  );
}

/** The bin beside one row of a repeatable list; `label` names the row for screen readers. */
export function RemoveRowButton({
  onClick,
  label,
  disabled,
  className,
}: {
  onClick: () => void;
  label: string;
  disabled?: boolean;
  /** Lines the button up with the row's inputs, e.g. 'mt-6' below a field label. */
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={clsx(
        'grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-30 disabled:hover:bg-transparent',
        className,
      )}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}
