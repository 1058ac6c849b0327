import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import {
  COMMERCE_MSG,
  COUPON_SCOPE_LABELS,
  COUPON_SCOPES,
  type CouponBody,
  type CouponBodyParsed,
} from '@app/shared';

import { AdminField, adminInputClass } from '@/components/admin/form-field';

import { useCouponOptions } from '../api/get-coupon-options.ts';

type Form = UseFormReturn<CouponBody, unknown, CouponBodyParsed>;

/** Scope (every course, one course, one batch) and its course and batch pickers. */
export function CouponScopeFields({ form, isLocked }: { form: Form; isLocked: boolean }) {
  const { register, setValue, control, formState } = form;
  const { errors } = formState;
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

  const scopeField = register('scope', {
    onChange: () => {
      setValue('batchId', null);
      if (form.getValues('scope') === 'all') setValue('courseId', null);
    },
  });
  const courseField = register('courseId', {
    setValueAs: (v: string | null) => (v ? v : null),
    onChange: () => setValue('batchId', null),
  });
  const batchField = register('batchId', { setValueAs: (v: string | null) => (v ? v : null) });
  const loading = options.isPending && scope !== 'all';
  const hint = isLocked ? COMMERCE_MSG.couponScopeFixed : undefined;

  return (
    <div className="space-y-4">
      <AdminField label="Applies to" error={errors.scope?.message} hint={hint}>
        <select
          {...scopeField}
          disabled={isLocked}
          className={adminInputClass}
          data-testid="coupon-scope"
        >
          {COUPON_SCOPES.map((s) => (
            <option key={s} value={s}>
              {COUPON_SCOPE_LABELS[s]}
            </option>
          ))}
        </select>
      </AdminField>

      {scope !== 'all' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminField
            label="Course"
            error={
              errors.courseId?.message ?? (options.isError ? options.error.message : undefined)
            }
            className={scope === 'course' ? 'sm:col-span-2' : undefined}
          >
            <select
              {...courseField}
              value={courseId ?? ''}
              disabled={isLocked || loading}
              className={adminInputClass}
              data-testid="coupon-course"
            >
              <option value="">{loading ? 'Loading courses…' : 'Choose a course'}</option>
              {courses.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.title}
                </option>
              ))}
            </select>
          </AdminField>
          {scope === 'batch' && (
            <AdminField
              label="Batch"
              error={errors.batchId?.message}
              hint={
                course && course.batches.length === 0
                  ? 'This course has no batches yet.'
                  : undefined
              }
            >
              <select
                {...batchField}
                value={batchId ?? ''}
                disabled={isLocked || !course}
                className={adminInputClass}
                data-testid="coupon-batch"
              >
                <option value="">{course ? 'Choose a batch' : 'Choose a course first'}</option>
                {course?.batches.map((b) => (
                  <option key={b._id} value={b._id}>
                    {b.name}
                    {b.isActive ? '' : ' (inactive)'}
                  </option>
                ))}
              </select>
            </AdminField>
          )}
        </div>
      )}
    </div>
  );
}
