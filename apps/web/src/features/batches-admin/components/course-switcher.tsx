import { useId } from 'react';
import { useNavigate } from 'react-router';

import { AdminSelect } from '@/components/admin/admin-select';

import { useCourseOptions } from '../api/get-batch-options.ts';
import { batchPaths } from '../lib/batch-paths.ts';

/** Switches the batch list between every course ('all') and one course. */
export function CourseSwitcher({
  courseId,
  courseTitle,
}: {
  courseId: string;
  courseTitle?: string;
}) {
  const navigate = useNavigate();
  const id = useId();
  const courses = useCourseOptions();
  const options = courses.data ?? [];
  // The current course stays selectable even before (or without) the options list.
  const known = courseId === 'all' || options.some((c) => c._id === courseId);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        Course
      </label>
      <AdminSelect
        id={id}
        size="md"
        value={courseId}
        onChange={(e) => navigate(batchPaths.list(e.target.value))}
        data-testid="batch-course-switcher"
        className="w-60 max-w-[60vw]"
      >
        <option value="all">All courses</option>
        {!known && <option value={courseId}>{courseTitle ?? 'This course'}</option>}
        {options.map((c) => (
          <option key={c._id} value={c._id}>
            {c.title}
          </option>
        ))}
      </AdminSelect>
    </div>
  );
}
