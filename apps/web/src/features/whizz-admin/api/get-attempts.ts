import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { ZStaffAttemptsData } from '@app/shared';

import { adminApi } from '@/core/api-client';
import { clientMessage } from '@/core/api-client';

import { ATTEMPTS_FETCH_FAILED } from './whizz-admin-api.ts';
import { whizzAdminKeys } from './whizz-admin-keys.ts';

export type StaffAttemptsData = z.infer<typeof ZStaffAttemptsData>;
export type StaffAttempt = StaffAttemptsData['attempts'][number];

/** GET /admin/whizz/{id}/attempts?page&limit → data{attempts, pagination}. */
export function useWhizzAttempts(id: string, page: number, limit: number, enabled = true) {
  return useQuery({
    queryKey: whizzAdminKeys.attempts(id, page, limit),
    queryFn: async ({ signal }): Promise<StaffAttemptsData> => {
      try {
        const res = await adminApi.get(
          `/whizz/${encodeURIComponent(id)}/attempts`,
          ZStaffAttemptsData,
          { query: { page, limit }, signal },
        );
        return res.data;
      } catch (error) {
        throw new Error(clientMessage(error, ATTEMPTS_FETCH_FAILED), { cause: error });
      }
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
