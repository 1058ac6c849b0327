import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { IconTile } from '@/components/ui/icon-tile';

/** A white card of an event page's details ("Rules", "What you get"), its title marked by an icon. */
export function DetailCard({
  title,
  icon,
  children,
  className,
  testId,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      className={clsx(
        'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7',
        className,
      )}
    >
      <h2 className="flex items-center gap-2.5 text-lg font-bold text-slate-900">
        <IconTile icon={icon} className="size-9 bg-brand-50 text-brand-700" />
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
