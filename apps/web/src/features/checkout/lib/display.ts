import { API_PREFIX } from '@app/shared';

export { formatBatchDay } from '@/core/format-date';

/** The receipt PDF of a paid payment (GET /payments/{id}/receipt, same-site cookies). */
export const receiptUrl = (paymentId: string) =>
  `${API_PREFIX}/payments/${encodeURIComponent(paymentId)}/receipt`;
