const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 82599 → '₹82,599' (Indian digit grouping: 100000 → '₹1,00,000'). */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}

/** '₹69,999 + 18% GST', the breakdown shown under the fee. */
export function feeBreakdown(baseFee: number, gstPercent: number): string {
  return `${formatRupees(baseFee)} + ${Number(gstPercent.toFixed(2))}% GST`;
}
