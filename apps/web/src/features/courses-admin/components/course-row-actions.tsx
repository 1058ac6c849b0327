import { clsx } from 'clsx';
import { CalendarRange, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { Course } from '@app/shared';

const actionClass =
  'inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900';

function ActionLabel({ children }: { children: ReactNode }) {
  // Icons only on wide tables; the phone cards have room for the words.
  return <span className="md:sr-only">{children}</span>;
}

/** The row's staff pages; `name` starts the link's accessible name before the course title. */
const LINKS = [
  { label: 'Edit', icon: Pencil, name: 'Edit', to: (id: string) => `/admin/courses/edit/${id}` },
  {
    label: 'Batches',
    icon: CalendarRange,
    name: 'Batches of',
    to: (id: string) => `/admin/courses/${id}/batches`,
  },
] as const;

/** Edit, Batches, View public page and Delete for one course row. */
export function CourseRowActions({
  course,
  onDelete,
}: {
  course: Course;
  onDelete: (course: Course) => void;
}) {
  const isPublic = course.state === 'published';
  return (
    <div className="-ml-2 flex flex-wrap items-center gap-0.5 md:ml-0 md:flex-nowrap md:justify-end">
      {LINKS.map(({ label, icon: Icon, to, name }) => (
        <Link
          key={label}
          to={to(course._id)}
          className={actionClass}
          data-testid={`course-${label.toLowerCase()}`}
          aria-label={`${name} ${course.title}`}
          title={label}
        >
          <Icon className="size-4" aria-hidden="true" />
          <ActionLabel>{label}</ActionLabel>
        </Link>
      ))}
      {isPublic ? (
        <a
          href={`/courses/${course._id}`}
          target="_blank"
          rel="noreferrer"
          className={actionClass}
          data-testid="course-view"
          aria-label={`View the public page of ${course.title} (opens in a new tab)`}
          title="View public page"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          <ActionLabel>View</ActionLabel>
        </a>
      ) : (
        <span
          className={clsx(actionClass, 'cursor-not-allowed opacity-40 hover:bg-transparent')}
          title="Only published courses have a public page"
          aria-hidden="true"
        >
          <ExternalLink className="size-4" />
          <ActionLabel>View</ActionLabel>
        </span>
      )}
      <button
        type="button"
        onClick={() => onDelete(course)}
        className={clsx(actionClass, 'hover:bg-red-50 hover:text-red-700')}
        data-testid="course-delete"
        aria-label={`Delete ${course.title}`}
        title="Delete"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <ActionLabel>Delete</ActionLabel>
      </button>
    </div>
  );
}
