import type { Batch, BatchBody } from '@app/shared';

export type BatchFormValues = BatchBody;
export type FieldErrors = { field: string; message: string }[];

/** Empty inputs are "not given" (the schema's required or default applies), text is a number. */
export const toNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : Number(v);
export const toDay = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export function emptyBatchValues(courseId: string): BatchFormValues {
  return {
    name: '',
    course: courseId,
    startDate: '',
    endDate: '',
    enrollmentEndDate: '',
    price: undefined as unknown as number,
    discount: 0,
    discountType: 'percent',
    priceTitle: '',
    currency: 'INR',
    seats: 60,
    mentors: [],
    isActive: true,
  };
}

export function batchValues(b: Batch): BatchFormValues {
  return {
    name: b.name,
    course: b.course,
    startDate: b.startDate,
    endDate: b.endDate,
    enrollmentEndDate: b.enrollmentEndDate,
    price: b.price,
    discount: b.discount,
    discountType: b.discountType,
    priceTitle: b.priceTitle,
    currency: 'INR',
    seats: b.seats,
    mentors: b.mentors.map((m) => m._id),
    isActive: b.isActive,
  };
}
