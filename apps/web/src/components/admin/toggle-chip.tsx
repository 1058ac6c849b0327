import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

const SIZES = {
  /** A list filter's chip. */
  filter: { base: 'h-8 font-medium', on: '' },
  /** A picker's chip (mentors): taller, its name bold once chosen. */
  picker: { base: 'py-1.5', on: 'font-semibold' },
} as const;

/** A round chip that toggles one value (aria-pressed), with a tick while it is on. */
export function ToggleChip({
  isOn,
  onToggle,
  size = 'filter',
  testId,
  children,
}: {
  isOn: boolean;
  onToggle: () => void;
  size?: keyof typeof SIZES;
  testId?: string;
  children: ReactNode;
}) {
  const s = SIZES[size];
  return (
    <button
      type="button"
      aria-pressed={isOn}
      data-testid={testId}
      onClick={onToggle}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full border px-3 text-sm transition-colors',
        s.base,
        isOn
          ? ['border-brand-600 bg-brand-50 text-brand-800', s.on]
          : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
      )}
    >
      {isOn && <Check className="size-3.5" aria-hidden="true" />}
      {children}
    </button>
  );
}
