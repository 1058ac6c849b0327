import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZStaffAttemptsData } from '@app/shared';

import { adminRead } from '@/core/admin-read';

import { ATTEMPTS_FETCH_FAILED } from './whizz-admin-api.ts';
import { whizzAdminKeys } from './whizz-admin-keys.ts';

export type StaffAttemptsData = z.infer<typeof ZStaffAttemptsData>;
export type StaffAttempt = StaffAttemptsData['attempts'][number];

/** GET /admin/whizz/{id}/attempts?page&limit → data{attempts, pagination}. */
export function useWhizzAttempts(id: string, page: number, limit: number, enabled = true) {
  return useQuery({
    queryKey: whizzAdminKeys.attempts(id, page, limit),
    queryFn: ({ signal }): Promise<StaffAttemptsData> =>
      adminRead(
        `/whizz/${encodeURIComponent(id)}/attempts`,
        'ZStaffAttemptsData',
        ATTEMPTS_FETCH_FAILED,
        { query: { page, limit }, signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
