import { useMutation } from '@tanstack/react-query';

import { imageUploadProblem, type UploadedFile } from '@app/shared';

import { adminApi } from '@/core/api-client';

export const UPLOAD_FAILED = 'Failed to upload the image';

/** A reason the browser can give before sending, or null when the file may go. */
export const thumbnailFileProblem = imageUploadProblem;

/**
 * POST /admin/uploads/thumbnail with the image's raw bytes (the API client sends a File as it
 * is, with its type) → data.file.url, a link on this site (/api/v1/files/{id}).
 */
export async function uploadThumbnail(file: File): Promise<string> {
  const problem = thumbnailFileProblem(file);
  if (problem) throw new Error(problem);
  const res = await adminApi.post<{ file: UploadedFile }>('/uploads/thumbnail', file);
  const url = res.data?.file.url;
  if (!url) throw new Error(UPLOAD_FAILED);
  return url;
}

export function useUploadThumbnail() {
  return useMutation({ mutationFn: uploadThumbnail });
}
