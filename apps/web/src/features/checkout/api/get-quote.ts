import { queryOptions, useQuery } from '@tanstack/react-query';

import { type Quote } from '@app/shared';

import { publicApi } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';

import { checkoutKeys } from './checkout-keys.ts';

export async function getQuote(
  batchId: string,
  couponCode: string | null,
  signal?: AbortSignal,
): Promise<Quote> {
  const body = couponCode ? { batchId, couponCode } : { batchId };
  const res = await publicApi.post('/checkout/quote', 'ZQuoteData', body, { signal });
  return res.data.quote;
}

export const quoteQueryOptions = (userId: string, batchId: string, couponCode: string | null) =>
  queryOptions({
    queryKey: checkoutKeys.quote(userId, batchId, couponCode),
    queryFn: ({ signal }) => getQuote(batchId, couponCode, signal),
    // A price depends on seats, dates and coupon use that change on the server: always re-ask
    // when the page opens, never keep a quote around for long.
    staleTime: 0,
    gcTime: 60_000,
  });

/**
 * POST /checkout/quote for the batch, with the coupon being tried (or none). The previous quote
 * stays on screen while a coupon is checked, so the totals never flash to a skeleton.
 */
export function useQuote(batchId: string, couponCode: string | null, enabled: boolean) {
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useQuery({
    ...quoteQueryOptions(userId, batchId, couponCode),
    enabled: enabled && userId !== '',
    // Only a quote of the same batch stands in; another batch's price must never show here.
    placeholderData: (previous) => (previous?.batch._id === batchId ? previous : undefined),
  });
}
