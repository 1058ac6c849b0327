import { useFormContext, useWatch } from 'react-hook-form';

import { formatInr } from '@app/shared';

import { FormMoney, FormNumber } from '@/components/form';

import type { CourseFormValues } from '../../lib/course-form.ts';
import { livePrice } from '../../lib/pricing.ts';

/** Price and discount, with the final price computed as they are typed (same rule as the API). */
export function PricingFields() {
  const { control } = useFormContext<CourseFormValues>();
  const [price, discount] = useWatch({ control, name: ['price', 'discountPercentage'] });
  const live = livePrice(price, discount ?? 0);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.1fr)]">
      <FormMoney<CourseFormValues>
        name="price"
        label="Price"
        inputClassName="h-10"
        autoComplete="off"
        placeholder="34999"
        hint="Whole rupees, before the discount."
        testId="course-price"
      />
      <FormNumber<CourseFormValues>
        name="discountPercentage"
        inputClassName="h-10"
        autoComplete="off"
        label="Discount"
        suffix="%"
        inputMode="decimal"
        placeholder="0"
        hint="0 to 100, up to 2 decimals."
        testId="course-discount"
      />
      <div
        className="flex flex-col justify-center rounded-xl bg-gradient-to-br from-brand-50 to-white px-4 py-3 ring-1 ring-brand-100"
        aria-live="polite"
      >
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">Final price</p>
        <p
          className="mt-0.5 text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums"
          data-testid="course-final-price"
        >
          {live ? (live.finalPrice <= 0 ? 'Free' : formatInr(live.finalPrice)) : '—'}
        </p>
        <p className="text-xs text-slate-600">
          {!live
            ? 'Enter a price to see what students pay.'
            : live.saving > 0
              ? `${formatInr(live.price)} less ${live.discount}% (saves ${formatInr(live.saving)})`
              : 'No discount'}
        </p>
      </div>
    </div>
  );
}
