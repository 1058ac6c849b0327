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
      <Link
        to={`/admin/courses/edit/${course._id}`}
        className={actionClass}
        data-testid="course-edit"
        aria-label={`Edit ${course.title}`}
        title="Edit"
      >
        <Pencil className="size-4" aria-hidden="true" />
        <ActionLabel>Edit</ActionLabel>
      </Link>
      <Link
        to={`/admin/courses/${course._id}/batches`}
        className={actionClass}
        data-testid="course-batches"
        aria-label={`Batches of ${course.title}`}
        title="Batches"
      >
        <CalendarRange className="size-4" aria-hidden="true" />
        <ActionLabel>Batches</ActionLabel>
      </Link>
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
