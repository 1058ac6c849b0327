import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Controller, useWatch, type Path } from 'react-hook-form';

import {
  batchFinalPrice,
  durationWeeks,
  plural,
  ZBatchBody,
  type Batch,
  type BatchBodyParsed,
} from '@app/shared';

import { Form, FormDate, FormNumber, FormText, useZodForm } from '@/components/form';

import type { BatchFormValues, FieldErrors } from '../lib/batch-form-values.ts';
import { BatchFormAside } from './batch-form-aside.tsx';
import { MentorPicker } from './mentor-picker.tsx';

const DATE_FIELDS = [
  { name: 'startDate', label: 'Start date', testId: 'batch-form-start' },
  { name: 'endDate', label: 'End date', testId: 'batch-form-end' },
  { name: 'enrollmentEndDate', label: 'Enrolment closes', testId: 'batch-form-enrolment-end' },
] as const;

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="card p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {hint && <p className="mt-0.5 text-sm text-slate-600">{hint}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/**
 * The batch form for create and edit. It validates with ZBatchBody, the schema the server checks
 * again (date order, discount limits…), in both modes: the edit form shows every field, so a
 * cleared field must be an error rather than "unchanged". The page turns the values into a POST
 * body or a PATCH of the changed fields. `onSubmit` may answer with the server's field errors.
 */
export function BatchForm({
  defaultValues,
  batch,
  onSubmit,
  isSaving,
  submitLabel,
  cancelTo,
}: {
  defaultValues: BatchFormValues;
  /** the batch being edited (for its current mentors and enrolled count) */
  batch?: Batch;
  onSubmit: (values: BatchBodyParsed) => Promise<FieldErrors | void>;
  isSaving: boolean;
  submitLabel: string;
  cancelTo: string;
}) {
  const mentorsLabelId = useId();
  const form = useZodForm(ZBatchBody, { defaultValues, mode: 'onSubmit' });
  const { register, control, setError } = form;
  const { isDirty } = form.formState;
  const [price, discount, discountType, startDate, endDate] = useWatch({
    control,
    name: ['price', 'discount', 'discountType', 'startDate', 'endDate'],
  });
  const priceN = Number(price) || 0;
  const finalPrice = batchFinalPrice(priceN, Number(discount) || 0, discountType ?? 'percent');
  const weeks = startDate && endDate ? durationWeeks(startDate, endDate) : 0;

  const submit = async (values: BatchBodyParsed) => {
    const fieldErrors = await onSubmit(values);
    for (const e of fieldErrors ?? []) {
      const name = e.field.split('.')[0] as Path<BatchFormValues>;
      if (name in defaultValues) setError(name, { type: 'server', message: e.message });
    }
  };
  // A date change re-checks the other two (their order rules), a price change the discount.
  const dateDeps: Path<BatchFormValues>[] = ['startDate', 'endDate', 'enrollmentEndDate'];

  return (
    <Form form={form} onSubmit={submit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-6">
        <Section title="Batch">
          <FormText<BatchFormValues>
            name="name"
            label="Batch name"
            placeholder="e.g. Weekend batch – January"
            testId="batch-form-name"
            autoComplete="off"
          />
        </Section>

        <Section
          title="Schedule"
          hint="Enrolment must close on or before the start date; the batch ends after it starts."
        >
          <div className="grid gap-4 sm:grid-cols-3">
            {DATE_FIELDS.map(({ name, label, testId }) => (
              <FormDate<BatchFormValues>
                key={name}
                name={name}
                label={label}
                deps={dateDeps}
                empty={null}
                testId={testId}
              />
            ))}
          </div>
        </Section>

        <Section title="Pricing" hint="Whole rupees. GST is added at checkout.">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormNumber<BatchFormValues>
              name="price"
              label="Price (₹)"
              empty={undefined}
              rules={{ deps: ['discount'] }}
              placeholder="34999"
              testId="batch-form-price"
            />
            <FormText<BatchFormValues>
              name="priceTitle"
              label="Price title"
              hint="Shown above the price, e.g. 'Early bird'."
              testId="batch-form-price-title"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <fieldset>
              <legend className="mb-1 block text-sm font-medium text-slate-800">
                Discount type
              </legend>
              <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
                {(['percent', 'flat'] as const).map((type) => (
                  <label
                    key={type}
                    className={clsx(
                      'flex cursor-pointer items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                      'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                      discountType === type
                        ? 'bg-white text-slate-900 shadow-sm'
                        : 'text-slate-600 hover:text-slate-900',
                    )}
                  >
                    <input
                      type="radio"
                      value={type}
                      {...register('discountType', { deps: ['discount'] })}
                      className="sr-only"
                      data-testid={`batch-form-discount-${type}`}
                    />
                    {type === 'percent' ? 'Percent (%)' : 'Flat (₹)'}
                  </label>
                ))}
              </div>
            </fieldset>
            <FormNumber<BatchFormValues>
              name="discount"
              label={discountType === 'flat' ? 'Discount (₹)' : 'Discount (%)'}
              empty={0}
              inputMode="decimal"
              testId="batch-form-discount"
            />
          </div>
        </Section>

        <Section title="Seats and mentors">
          <FormNumber<BatchFormValues>
            name="seats"
            label="Seats"
            hint={
              batch?.studentCount
                ? `${plural(batch.studentCount, 'student')} already enrolled.`
                : undefined
            }
            empty={0}
            className="sm:max-w-48"
            testId="batch-form-seats"
          />
          <div>
            <p id={mentorsLabelId} className="mb-1 text-sm font-medium text-slate-800">
              Mentors
            </p>
            <Controller
              control={control}
              name="mentors"
              render={({ field, fieldState }) => (
                <MentorPicker
                  value={field.value ?? []}
                  onChange={field.onChange}
                  current={batch?.mentors}
                  labelId={mentorsLabelId}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
        </Section>
      </div>

      <BatchFormAside
        control={control}
        finalPrice={finalPrice}
        price={priceN}
        weeks={weeks}
        isSaving={isSaving}
        isSubmitDisabled={batch ? !isDirty : false}
        submitLabel={submitLabel}
        cancelTo={cancelTo}
      />
    </Form>
  );
}
