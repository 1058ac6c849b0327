import { clsx } from 'clsx';
import { CircleAlert, Plus } from 'lucide-react';
import { useId, useState } from 'react';

import { formatInr, GST_NOTE, HOME_FEATURED_MAX, plural, type HomeCourse } from '@app/shared';

import { ItemControls } from '@/components/admin/list-controls';
import { moveItem } from '@/components/admin/string-list';

import { useCourseChoices } from './course-choices.ts';

type CoursePickerProps = {
  ids: string[];
  onChange: (ids: string[]) => void;
  /** the message for the pick at an index (a course that no longer exists) */
  errorAt: (index: number) => string | undefined;
  listError?: string;
};

const priceText = (c: HomeCourse) =>
  c.finalPrice <= 0 ? 'Free' : `${formatInr(c.finalPrice)} ${GST_NOTE}`;

/**
 * Featured courses chosen from the published catalogue, in order: the home page shows each with
 * the catalogue's title and live price and links to its page, so nothing here is typed by hand.
 */
export function CoursePicker({ ids, onChange, errorAt, listError }: CoursePickerProps) {
  const { courseChoices, hiddenCourses } = useCourseChoices();
  const [toAdd, setToAdd] = useState('');
  const selectId = useId();
  const byId = new Map(courseChoices.map((c) => [c._id, c]));
  const hidden = new Map(hiddenCourses.map((c) => [c._id, c]));
  const available = courseChoices.filter((c) => !ids.includes(c._id));
  const isFull = ids.length >= HOME_FEATURED_MAX;

  const add = () => {
    if (!toAdd || isFull || ids.includes(toAdd)) return;
    onChange([...ids, toAdd]);
    setToAdd('');
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Pick published courses from the catalogue. Each card shows the course&apos;s own title,
        price and link; a course that is unpublished later is left off the page.
      </p>
      {ids.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          No courses picked: the section is hidden on the home page until you add one.
        </p>
      ) : (
        <ol className="space-y-2" data-testid="edit-home-courses">
          {ids.map((id, index) => {
            const course = byId.get(id);
            const gone = hidden.get(id);
            const title = course?.title ?? gone?.title ?? 'A deleted course';
            const error = errorAt(index);
            return (
              <li
                key={id}
                data-testid="edit-home-course"
                className={clsx(
                  'rounded-2xl border bg-white px-4 py-3',
                  error || !course ? 'border-amber-300 bg-amber-50/60' : 'border-slate-200',
                )}
              >
                <div className="flex items-center gap-3">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-xs font-bold text-brand-800">
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold break-words text-slate-900">{title}</p>
                    <p className="text-xs text-slate-600">
                      {course
                        ? priceText(course)
                        : gone?.reason === 'unpublished'
                          ? 'Not published: hidden on the home page'
                          : 'No longer in the catalogue: remove it'}
                    </p>
                  </div>
                  <ItemControls
                    label={title}
                    index={index}
                    count={ids.length}
                    onMove={(from, to) => onChange(moveItem(ids, from, to))}
                    onRemove={(at) => onChange(ids.filter((_, i) => i !== at))}
                    className="gap-0.5"
                  />
                </div>
                {error && (
                  <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {listError && (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-red-700">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {listError}
        </p>
      )}
      <div>
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Add a published course
        </label>
        <div className="flex flex-col gap-2 @md:flex-row">
          <select
            id={selectId}
            value={toAdd}
            onChange={(e) => setToAdd(e.target.value)}
            disabled={isFull || available.length === 0}
            data-field="featuredCourses.courseIds"
            className="block h-11 w-full min-w-0 rounded-xl @md:flex-1 border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-100 disabled:bg-slate-100 disabled:text-slate-500"
          >
            <option value="">
              {isFull
                ? `${plural(HOME_FEATURED_MAX, 'course')} is the most the page shows`
                : available.length === 0
                  ? 'Every published course is picked'
                  : 'Choose a course…'}
            </option>
            {available.map((c) => (
              <option key={c._id} value={c._id}>
                {c.title} · {priceText(c)}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={add}
            disabled={!toAdd || isFull}
            className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl border border-dashed border-brand-300 px-4 text-sm font-semibold text-brand-800 transition-colors hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Plus className="size-4" aria-hidden="true" />
            Add course
          </button>
        </div>
        <p className="mt-1.5 text-xs text-slate-600">
          {ids.length} of {HOME_FEATURED_MAX}
        </p>
      </div>
    </div>
  );
}
