import { studentKeys } from '@/core/student';

/** The profile's own keys, under the student's (core/student owns the enrolments list). */
export const profileKeys = {
  payments: (userId: string) => [...studentKeys.all(userId), 'payments'] as const,
};
