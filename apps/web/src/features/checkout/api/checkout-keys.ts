/**
 * Query keys of the checkout. Everything a student owns lives under ['student', userId, …] (the
 * classroom and profile features use the same prefix), so a payment that enrols can refresh all
 * of it at once, and a different person signing in on the same tab never sees cached answers.
 */
export const studentKeys = {
  all: (userId: string) => ['student', userId] as const,
};

export const checkoutKeys = {
  all: (userId: string) => [...studentKeys.all(userId), 'checkout'] as const,
  quote: (userId: string, batchId: string, couponCode: string | null) =>
    [...checkoutKeys.all(userId), 'quote', batchId, couponCode ?? ''] as const,
};
