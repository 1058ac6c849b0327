import { useMutation } from '@tanstack/react-query';

import { documentUploadProblem, imageUploadProblem, REQUEST_TIMEOUT_MS } from '@app/shared';

import { adminApi } from '@/core/api-client';

export const UPLOAD_FAILED = 'Failed to upload the image';

/**
 * POST /admin/uploads/thumbnail with the image's raw bytes (the API client sends a File as it
 * is, with its type) → data.file.url, a link on this site (/api/v1/files/{id}). The one admin
 * image upload: course thumbnails and webinar covers.
 */
export async function uploadImage(file: File): Promise<string> {
  const problem = imageUploadProblem(file);
  if (problem) throw new Error(problem);
  const res = await adminApi.post('/uploads/thumbnail', 'ZUploadedFileData', file);
  const url = res.data.file.url;
  if (!url) throw new Error(UPLOAD_FAILED);
  return url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}

/**
 * POST /admin/uploads/lesson-file: a lesson's downloadable resource (PDF, ZIP or image, 10 MB),
 * sent as octet-stream whatever the browser calls it (the server reads its bytes) → its link.
 */
export async function uploadLessonFile(file: File): Promise<string> {
  const problem = documentUploadProblem(file);
  if (problem) throw new Error(problem);
  const body = new Blob([file], { type: 'application/octet-stream' });
  const res = await adminApi.post('/uploads/lesson-file', 'ZUploadedFileData', body, {
    timeoutMs: REQUEST_TIMEOUT_MS * 4,
  });
  const url = res.data.file.url;
  if (!url) throw new Error(UPLOAD_FAILED);
  return url;
}

export function useUploadLessonFile() {
  return useMutation({ mutationFn: uploadLessonFile });
}
