import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type CourseSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
};

/** One band of the course page: an anchor target with the house heading style. */
export function CourseSection({
  id,
  eyebrow,
  title,
  children,
  className,
  action,
}: CourseSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid={`course-section-${id}`}
      className={clsx('scroll-mt-24', className)}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
          <h2
            id={`${id}-title`}
            className="mt-2 text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl"
          >
            {title}
          </h2>
        </div>
        {action}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
