import { istToday, type Batch, type Coupon, type Course } from '@app/shared';

import { addDays } from './students.ts';
import { expect, type APIRequestContext, type Page } from './test.ts';

/**
 * Courses made through the staff API for the classroom specs: a published course (with modules
 * when given), its open batches and a 100 % coupon, so students enrol without the payment steps.
 */

export type SeededCourse = {
  course: Course;
  batches: Batch[];
  coupon: Coupon;
  /** each module's lesson ids, as the server gave them */
  lessonIds: string[][];
};

type ModuleInput = { title: string; unlockDay?: number | null; lessons: Record<string, unknown>[] };

export async function seedCourse(
  api: APIRequestContext,
  opts: {
    tag: string;
    /** the course title after the tag */
    title: string;
    price?: number;
    discordAccess?: boolean;
    modules?: ModuleInput[];
    /** name (after the tag) and how many days from today each batch starts */
    batches: { name: string; startsIn: number }[];
    /** the coupon code after the tag */
    couponSuffix: string;
  },
): Promise<SeededCourse> {
  const { tag, price = 9_000 } = opts;
  const created = await api.post('/api/v1/admin/courses', {
    data: {
      state: 'published',
      title: `${tag} ${opts.title}`,
      price,
      type: 'online',
      duration_weeks: 6,
      discord_access: opts.discordAccess ?? false,
      metaData: { difficulty: 'Intermediate', category: [`${tag} Code`], language: 'English' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const course = ((await created.json()) as { data: { course: Course } }).data.course;

  let lessonIds: string[][] = [];
  if (opts.modules) {
    const saved = await api.put(`/api/v1/admin/courses/${course._id}/modules`, {
      data: { modules: opts.modules },
    });
    expect(saved.ok(), await saved.text()).toBeTruthy();
    const body = (await saved.json()) as {
      data: { data: { modules: { lessons: { _id: string }[] }[] } };
    };
    lessonIds = body.data.data.modules.map((m) => m.lessons.map((l) => l._id));
  }

  const today = istToday();
  const batches: Batch[] = [];
  for (const { name, startsIn } of opts.batches) {
    const start = addDays(today, startsIn);
    const res = await api.post('/api/v1/admin/batches', {
      data: {
        name: `${tag} ${name}`,
        course: course._id,
        startDate: start,
        endDate: addDays(start, 40),
        enrollmentEndDate: addDays(today, Math.max(1, Math.min(3, startsIn - 1))),
        price,
        discount: 0,
        discountType: 'flat',
        seats: 25,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    batches.push(((await res.json()) as { data: { createdBatch: Batch } }).data.createdBatch);
  }

  const coupon = await api.post('/api/v1/admin/coupons', {
    data: freeCourseCoupon(`${tag}${opts.couponSuffix}`, course._id),
  });
  expect(coupon.status(), await coupon.text()).toBe(201);
  return {
    course,
    batches,
    lessonIds,
    coupon: ((await coupon.json()) as { data: { coupon: Coupon } }).data.coupon,
  };
}

/** A 100 % coupon on one course (valid from yesterday for 30 days, 5 uses a student). */
export function freeCourseCoupon(code: string, courseId: string) {
  return {
    code,
    type: 'percentage',
    value: 100,
    scope: 'course',
    courseId,
    perUserLimit: 5,
    validFrom: new Date(Date.now() - 86_400_000).toISOString(),
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  };
}

/** The student takes a place in the batch with the seeded 100 % coupon. */
export async function enrolFree(page: Page, batchId: string, couponCode: string) {
  const res = await page.request.post('/api/v1/checkout/orders', {
    data: { batchId, couponCode, method: 'online' },
  });
  expect(res.status(), await res.text()).toBe(201);
}
