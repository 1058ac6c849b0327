import { useMutation } from '@tanstack/react-query';

import {
  ADMIN_API_PREFIX,
  COMMERCE_MSG,
  MSG,
  REQUEST_ID_HEADER,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  type UploadedFile,
} from '@app/shared';

import { adminApi, ApiError } from '@/core/api-client';

export const UPLOAD_FAILED = 'Failed to upload the image';

/** A reason the browser can give before sending, or null when the file may go. */
export function thumbnailFileProblem(file: File): string | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) {
    return COMMERCE_MSG.uploadTypeInvalid;
  }
  if (file.size === 0) return COMMERCE_MSG.uploadEmpty;
  if (file.size > UPLOAD_MAX_BYTES) return COMMERCE_MSG.uploadTooLarge;
  return null;
}

function send(file: File): Promise<Response> {
  return fetch(`${ADMIN_API_PREFIX}/uploads/thumbnail`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Content-Type': file.type,
      [REQUEST_ID_HEADER]: crypto.randomUUID(),
    },
    body: file,
  });
}

/**
 * POST /admin/uploads/thumbnail with the image's raw bytes → data.file.url, made absolute
 * because metaData.thumbnail only takes full http(s) links.
 *
 * The shared API client only sends JSON and FormData bodies, so this call uses fetch itself.
 * When the access token has run out (401), one cheap call through the client lets it refresh
 * the session (or end it) the usual way, and the upload is sent once more.
 */
export async function uploadThumbnail(file: File): Promise<string> {
  const problem = thumbnailFileProblem(file);
  if (problem) throw new Error(problem);
  let res: Response;
  try {
    res = await send(file);
    if (res.status === 401) {
      await adminApi.get('/courses/staff');
      res = await send(file);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new Error(MSG.networkError, { cause: error });
  }
  const body = (await res.json().catch(() => null)) as {
    message?: string;
    data?: { file?: UploadedFile };
  } | null;
  const url = body?.data?.file?.url;
  if (!res.ok || !url) {
    throw new ApiError(body?.message || UPLOAD_FAILED, { status: res.status, data: body });
  }
  return new URL(url, window.location.origin).href;
}

export function useUploadThumbnail() {
  return useMutation({ mutationFn: uploadThumbnail });
}
