import { useMutation } from '@tanstack/react-query';

import { imageUploadProblem, type UploadedFile } from '@app/shared';

import { adminApi } from '@/core/api-client';

export const UPLOAD_FAILED = 'Failed to upload the image';

/**
 * POST /admin/uploads/thumbnail with the image's raw bytes → data.file.url (/api/v1/files/{id}),
 * the admin image upload the course thumbnails use.
 */
async function uploadCover(file: File): Promise<string> {
  const problem = imageUploadProblem(file);
  if (problem) throw new Error(problem);
  const res = await adminApi.post<{ file: UploadedFile }>('/uploads/thumbnail', file);
  const url = res.data?.file.url;
  if (!url) throw new Error(UPLOAD_FAILED);
  return url;
}

export function useUploadCover() {
  return useMutation({ mutationFn: uploadCover });
}
