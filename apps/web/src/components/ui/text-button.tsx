import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A button drawn as brand-coloured text with a sign before it ("Add prize", "Try again"). */
export function TextButton({
  icon: Icon,
  onClick,
  className,
  iconClassName = 'size-4',
  children,
}: {
  icon: LucideIcon;
  onClick: () => void;
  /** Its gap, size and hover. */
  className: string;
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={clsx('inline-flex items-center font-semibold text-brand-700', className)}
    >
      <Icon className={iconClassName} aria-hidden="true" />
      {children}
    </button>
  );
}
