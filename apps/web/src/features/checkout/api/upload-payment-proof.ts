import { imageUploadProblem, REQUEST_TIMEOUT_MS, type UploadedFile } from '@app/shared';

import { publicApi } from '@/core/api-client';

/** The client-side check the server repeats: a PNG, JPEG or WebP image of at most 5 MB. */
export const checkProofFile = imageUploadProblem;

/**
 * POST /uploads/payment-proof with the raw image bytes (the API client sends a File as it is,
 * with its type; a token refresh replays it whole).
 */
export async function uploadPaymentProof(file: File, signal?: AbortSignal): Promise<UploadedFile> {
  const res = await publicApi.post('/uploads/payment-proof', 'ZUploadedFileData', file, {
    signal,
    timeoutMs: REQUEST_TIMEOUT_MS * 2,
  });
  return res.data.file;
}
