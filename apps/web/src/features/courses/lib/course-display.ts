import { durationWeeks, plural, type Batch, type Course } from '@app/shared';

export { formatBatchDay } from '@/core/format-date';

export type Pricing = {
  price: number;
  finalPrice: number;
  /** '20% off' / '₹2,000 off', or null when there is no discount. */
  discountLabel: string | null;
};

const percentText = (value: number) => `${Number(value.toFixed(2))}% off`;

export function coursePricing(course: Course): Pricing {
  return {
    price: course.price,
    finalPrice: course.finalPrice,
    discountLabel: course.discountPercentage > 0 ? percentText(course.discountPercentage) : null,
  };
}

export function batchPricing(batch: Batch, formatAmount: (n: number) => string): Pricing {
  const hasDiscount = batch.discount > 0 && batch.finalPrice < batch.price;
  return {
    price: batch.price,
    finalPrice: batch.finalPrice,
    discountLabel: !hasDiscount
      ? null
      : batch.discountType === 'percent'
        ? percentText(batch.discount)
        : `${formatAmount(batch.discount)} off`,
  };
}

export function courseDurationText(course: Pick<Course, 'duration_weeks'>): string | null {
  const weeks = course.duration_weeks;
  return weeks > 0 ? plural(weeks, 'week') : null;
}

/** The batch length shown to people: calendar days ÷ 7 rounded up (calls.md §9). */
export function batchWeeksText(batch: Pick<Batch, 'startDate' | 'endDate'>): string {
  return plural(durationWeeks(batch.startDate, batch.endDate), 'week');
}
