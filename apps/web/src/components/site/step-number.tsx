import { clsx } from 'clsx';

/** A numbered section's mark in an outline (01, 02…): brand while the section is open. */
export function StepNumber({
  index,
  isOpen,
  className,
}: {
  index: number;
  isOpen: boolean;
  /** its size, corners and text size */
  className: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'grid shrink-0 place-items-center font-mono font-bold transition-colors',
        className,
        isOpen ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
      )}
    >
      {String(index + 1).padStart(2, '0')}
    </span>
  );
}
