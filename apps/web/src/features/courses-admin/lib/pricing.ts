import { courseFinalPrice, hasAtMost2Decimals } from '@app/shared';

export type LivePrice = { price: number; discount: number; finalPrice: number; saving: number };

/**
 * The final price as the catalogue will show it while the form is typed (the API's rule,
 * courseFinalPrice), or null while the inputs are not a valid price and discount yet.
 */
export function livePrice(price: unknown, discount: unknown): LivePrice | null {
  const p = Number(price);
  const d = Number(discount);
  if (typeof price !== 'number' || !Number.isInteger(p) || p < 0) return null;
  if (!Number.isFinite(d) || d < 0 || d > 100 || !hasAtMost2Decimals(d)) return null;
  const finalPrice = courseFinalPrice(p, d);
  return { price: p, discount: d, finalPrice, saving: Math.round((p - finalPrice) * 100) / 100 };
}
