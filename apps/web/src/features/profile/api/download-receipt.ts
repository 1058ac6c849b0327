import { publicApi, saveFile } from '@/core/api-client';

export const receiptUrl = (paymentId: string) =>
  publicApi.href(`/payments/${encodeURIComponent(paymentId)}/receipt`);

/**
 * GET /payments/{id}/receipt as a file. Fetched rather than followed as a plain link so an
 * access token that ran out while the page was open is refreshed first, and a refusal shows
 * as a message instead of a downloaded error page.
 */
export async function downloadReceipt(paymentId: string, fileName: string): Promise<void> {
  saveFile(await publicApi.download(receiptUrl(paymentId)), fileName);
}
