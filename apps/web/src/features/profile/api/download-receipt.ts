import { API_PREFIX, MSG } from '@app/shared';

import { ApiError } from '@/core/api-client';
import { refreshTokens } from '@/core/api-client/refresh';

export const receiptUrl = (paymentId: string) =>
  `${API_PREFIX}/payments/${encodeURIComponent(paymentId)}/receipt`;

async function readMessage(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/**
 * GET /payments/{id}/receipt as a file. Fetched rather than followed as a plain link so an
 * access token that ran out while the page was open is refreshed first, and a refusal shows
 * as a message instead of a downloaded error page.
 */
export async function downloadReceipt(paymentId: string, fileName: string): Promise<void> {
  const get = () => fetch(receiptUrl(paymentId), { credentials: 'include' });
  let res: Response;
  try {
    res = await get();
    if (res.status === 401) {
      await refreshTokens();
      res = await get();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(MSG.networkError, { isNetworkError: true });
  }
  if (!res.ok) {
    const body = await readMessage(res);
    throw new ApiError(MSG.unknownApiError, { status: res.status, data: body });
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
