import { useMemo } from 'react';
import { Link } from 'react-router';

import { COURSE_TYPE_LABELS, formatInr, plural, pluralNoun, type Course } from '@app/shared';

import { adminColumnHelper } from '@/components/admin/data-table';
import { RecordsTable, type TableTexts } from '@/components/admin/records-table';
import type { ListTableProps } from '@/components/admin/table-state';
import { formatDate } from '@/core/format-date';

import { CourseRowActions } from './course-row-actions.tsx';
import { CourseStateBadge } from './course-state-badge.tsx';
import { CourseThumb } from './course-thumb.tsx';

const col = adminColumnHelper<Course>();

function PriceCell({ course }: { course: Course }) {
  const { price, discountPercentage, finalPrice } = course;
  return (
    <div className="whitespace-nowrap" data-testid="course-price">
      <p className="font-semibold text-slate-900 tabular-nums" data-testid="course-final-price">
        {finalPrice <= 0 ? 'Free' : formatInr(finalPrice)}
      </p>
      {discountPercentage > 0 && (
        <p className="text-xs text-slate-500 tabular-nums">
          <s>{formatInr(price)}</s>
          <span className="ml-1.5 font-semibold text-emerald-700">−{discountPercentage}%</span>
        </p>
      )}
    </div>
  );
}

function buildColumns(onDelete: (course: Course) => void) {
  return [
    col.accessor('title', {
      header: 'Course',
      cell: (c) => {
        const course = c.row.original;
        return (
          <div className="flex min-w-52 items-center gap-3">
            <CourseThumb title={course.title} url={course.metaData.thumbnail} className="w-16" />
            <div className="min-w-0">
              <Link
                to={`/admin/courses/edit/${course._id}`}
                className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700"
                data-testid="course-title"
              >
                {course.title}
              </Link>
              <p className="mt-0.5 truncate text-xs font-normal text-slate-500">
                {course.instructors.length > 0
                  ? course.instructors.map((i) => i.name).join(', ')
                  : 'No instructor yet'}
              </p>
            </div>
          </div>
        );
      },
      meta: { isCardTitle: true },
    }),
    col.accessor('state', {
      header: 'State · Type',
      cell: (c) => (
        <div className="flex flex-col items-start gap-1">
          <CourseStateBadge state={c.getValue()} />
          <span className="text-xs whitespace-nowrap text-slate-600" data-testid="course-type">
            {COURSE_TYPE_LABELS[c.row.original.type]} ·{' '}
            {plural(c.row.original.duration_weeks, 'week')}
          </span>
        </div>
      ),
    }),
    col.display({
      id: 'price',
      header: 'Price',
      cell: (c) => <PriceCell course={c.row.original} />,
    }),
    col.display({
      id: 'counts',
      header: 'Enrolment',
      cell: (c) => {
        const { batchCount, studentCount } = c.row.original;
        return (
          <div className="text-sm whitespace-nowrap text-slate-700">
            <p>
              <span
                className="font-semibold text-slate-900 tabular-nums"
                data-testid="course-batch-count"
              >
                {batchCount}
              </span>{' '}
              {pluralNoun(batchCount, 'batch', 'batches')}
            </p>
            <p>
              <span
                className="font-semibold text-slate-900 tabular-nums"
                data-testid="course-student-count"
              >
                {studentCount}
              </span>{' '}
              {pluralNoun(studentCount, 'student')}
            </p>
          </div>
        );
      },
    }),
    col.accessor('updatedAt', {
      header: 'Updated',
      cell: (c) => (
        <time dateTime={c.getValue()} className="whitespace-nowrap text-slate-700">
          {formatDate(c.getValue())}
        </time>
      ),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: (c) => <CourseRowActions course={c.row.original} onDelete={onDelete} />,
      meta: { headerClassName: 'text-right' },
    }),
  ];
}

type CoursesTableProps = ListTableProps<Course> & { onDelete: (course: Course) => void };

const TEXTS: TableTexts = {
  emptyMessage: 'No courses found.',
  caption: 'Courses',
  rowTestId: 'course-row',
};

/** The staff course list: picture, title, state, type, prices, counts and row actions. */
export function CoursesTable({ onDelete, ...state }: CoursesTableProps) {
  // onDelete should be stable (a state setter) so the columns are built once.
  const columns = useMemo(() => buildColumns(onDelete), [onDelete]);
  return <RecordsTable columns={columns} texts={TEXTS} {...state} />;
}
