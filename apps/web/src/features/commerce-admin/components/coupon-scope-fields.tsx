import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import {
  COMMERCE_MSG,
  COUPON_SCOPE_LABELS,
  COUPON_SCOPES,
  type CouponBody,
  type CouponBodyParsed,
} from '@app/shared';

import { blankAsNull, FormSelect, optionsOf } from '@/components/form';

import { useCouponOptions } from '../api/get-coupon-options.ts';

const SCOPE_OPTIONS = optionsOf(COUPON_SCOPES, COUPON_SCOPE_LABELS);

/** Scope (every course, one course, one batch) and its course and batch pickers. */
export function CouponScopeFields({ isLocked }: { isLocked: boolean }) {
  const { setValue, getValues, control } = useFormContext<CouponBody, unknown, CouponBodyParsed>();
  const [scope, courseId, batchId] = useWatch({
    control,
    name: ['scope', 'courseId', 'batchId'],
  });
  const options = useCouponOptions(scope !== 'all');
  const courses = options.data ?? [];
  const course = courses.find((c) => c._id === courseId);

  // A batch coupon saved without its course: pick the course that holds the batch.
  useEffect(() => {
    if (scope !== 'batch' || courseId || !batchId || !options.data) return;
    const owner = options.data.find((c) => c.batches.some((b) => b._id === batchId));
    if (owner) setValue('courseId', owner._id);
  }, [scope, courseId, batchId, options.data, setValue]);

  const loading = options.isPending && scope !== 'all';

  return (
    <div className="space-y-4">
      <FormSelect<CouponBody>
        name="scope"
        label="Applies to"
        hint={isLocked ? COMMERCE_MSG.couponScopeFixed : undefined}
        options={SCOPE_OPTIONS}
        rules={{
          onChange: () => {
            setValue('batchId', null);
            if (getValues('scope') === 'all') setValue('courseId', null);
          },
        }}
        disabled={isLocked}
        testId="coupon-scope"
      />

      {scope !== 'all' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <CourseSelect
            isLocked={isLocked}
            isLoading={loading}
            loadError={options.isError ? options.error.message : undefined}
            courses={courses}
            className={scope === 'course' ? 'sm:col-span-2' : undefined}
            onChange={() => setValue('batchId', null)}
          />
          {scope === 'batch' && (
            <FormSelect<CouponBody>
              name="batchId"
              label="Batch"
              hint={
                course && course.batches.length === 0
                  ? 'This course has no batches yet.'
                  : undefined
              }
              placeholder={course ? 'Choose a batch' : 'Choose a course first'}
              isBlankAllowed
              rules={{ setValueAs: blankAsNull }}
              disabled={isLocked || !course}
              testId="coupon-batch"
            >
              {course?.batches.map((b) => (
                <option key={b._id} value={b._id}>
                  {b.name}
                  {b.isActive ? '' : ' (inactive)'}
                </option>
              ))}
            </FormSelect>
          )}
        </div>
      )}
    </div>
  );
}

function CourseSelect({
  isLocked,
  isLoading,
  loadError,
  courses,
  className,
  onChange,
}: {
  isLocked: boolean;
  isLoading: boolean;
  loadError?: string;
  courses: { _id: string; title: string }[];
  className?: string;
  onChange: () => void;
}) {
  return (
    <FormSelect<CouponBody>
      name="courseId"
      label="Course"
      error={loadError}
      className={className}
      placeholder={isLoading ? 'Loading courses…' : 'Choose a course'}
      isBlankAllowed
      rules={{ setValueAs: blankAsNull, onChange }}
      disabled={isLocked || isLoading}
      testId="coupon-course"
    >
      {courses.map((c) => (
        <option key={c._id} value={c._id}>
          {c.title}
        </option>
      ))}
    </FormSelect>
  );
}
