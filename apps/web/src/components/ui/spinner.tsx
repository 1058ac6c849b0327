import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

type SpinnerProps = { className?: string; label?: string };

/** Decorative unless given a label, in which case screen readers announce it. */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <LoaderCircle
      className={clsx('animate-spin', className ?? 'size-5')}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}
