import { DEFAULT_BATCH_SEATS, istToday, type Batch, type BatchBody } from '@app/shared';

export type BatchFormValues = BatchBody;
export type FieldErrors = { field: string; message: string }[];

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** Monday on or after `day` (YYYY-MM-DD). */
const mondayFrom = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, (8 - weekday) % 7);
};

/** What a new batch's form starts from: the course it belongs to (price, discount, length). */
export type BatchCourseDefaults = {
  price: number;
  discountPercentage: number;
  duration_weeks: number;
};

/** Weeks of notice a new batch gets by default before it starts. */
export const NEW_BATCH_LEAD_WEEKS = 2;

/**
 * A new batch starts from its course: the course's price and percentage discount, a start on
 * the first Monday at least two weeks away, an end that makes it as many weeks long as the
 * course, and enrolment open until the day before the start. Staff change any of them.
 */
export function newBatchValues(
  courseId: string,
  course: BatchCourseDefaults | undefined,
  today: string = istToday(),
): BatchFormValues {
  const blank: BatchFormValues = {
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
    seats: DEFAULT_BATCH_SEATS,
    mentors: [],
    isActive: true,
  };
  if (!course) return blank;
  const startDate = mondayFrom(addDays(today, NEW_BATCH_LEAD_WEEKS * 7));
  return {
    ...blank,
    startDate,
    endDate: addDays(startDate, Math.max(1, course.duration_weeks) * 7 - 1),
    enrollmentEndDate: addDays(startDate, -1),
    price: course.price,
    discount: course.discountPercentage,
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
