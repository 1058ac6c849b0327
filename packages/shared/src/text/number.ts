/**
 * Numbers as the product shows them, Indian digit grouping: formatNumber(1234567) → '12,34,567',
 * formatNumber(2.5) → '2.5'. Written out rather than with toLocaleString('en-IN'): a browser's
 * first en-IN number loads ICU's locale data (40 ms on a slow machine, more on a cheap phone),
 * and public pages format prices and counts while they first render. Equal to toLocaleString's
 * en-IN output (number.test.ts holds it to that).
 */
export function formatNumber(
  value: number,
  { minFractionDigits = 0, maxFractionDigits = 3 } = {},
): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const fixed = Math.abs(value).toFixed(maxFractionDigits);
  const [whole = '0', decimals = ''] = fixed.split('.');
  let fraction = decimals;
  while (fraction.length > minFractionDigits && fraction.endsWith('0')) {
    fraction = fraction.slice(0, -1);
  }
  // The last three digits, then pairs: 1234567 → 12,34,567.
  const head = whole.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
