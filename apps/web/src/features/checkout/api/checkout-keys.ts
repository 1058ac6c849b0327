import { studentKeys } from '@/core/student';

/** Query keys of the checkout, under the student's own (core/student). */
export const checkoutKeys = {
  all: (userId: string) => [...studentKeys.all(userId), 'checkout'] as const,
  quote: (userId: string, batchId: string, couponCode: string | null) =>
    [...checkoutKeys.all(userId), 'quote', batchId, couponCode ?? ''] as const,
};
