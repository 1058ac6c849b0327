import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled card of the profile page. */
export function SectionCard({
  id,
  title,
  description,
  action,
  children,
  testId,
}: {
  id: string;
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      className="card scroll-mt-24"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-extrabold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </div>
        {action}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}

export function RowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-busy="true" className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden="true" className="h-14 animate-pulse rounded-xl bg-slate-200/70" />
      ))}
    </div>
  );
}

/** An empty list of a profile card: what is missing and a link to the courses to fill it. */
export function EmptyRows({
  icon: Icon,
  iconClassName,
  text,
  linkText,
  testId,
}: {
  icon: LucideIcon;
  iconClassName: string;
  text: string;
  linkText: string;
  testId: string;
}) {
  return (
    <div data-testid={testId} className="flex flex-col items-center gap-3 py-6 text-center">
      <span className={clsx('grid size-11 place-items-center rounded-xl', iconClassName)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <p className="text-sm text-slate-600">{text}</p>
      <Link to="/courses" className="link text-sm">
        {linkText}
      </Link>
    </div>
  );
}
