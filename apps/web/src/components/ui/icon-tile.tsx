import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';

/** An icon on a small rounded tile: a card's heading mark, or an empty list's picture. */
export function IconTile({
  icon: Icon,
  className = 'size-10 bg-slate-100 text-slate-500',
  iconClassName = 'size-5',
}: {
  icon: LucideIcon;
  /** the tile's size and colours */
  className?: string;
  iconClassName?: string;
}) {
  return (
    <span className={clsx('grid place-items-center rounded-xl', className)}>
      <Icon className={iconClassName} aria-hidden="true" />
    </span>
  );
}
