import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ZBanListData } from '@app/shared';
import { STAFF_MSG, type Ban, type ZBanBody } from '@app/shared';

import { adminApi, failWith } from '@/core/api-client';
import { adminListOptions } from '@/core/api-client/admin-list-fetch';
import { toast } from '@/core/toast';

import { staffAdminKeys, type BanListParams } from './staff-admin-keys.ts';

export const BANS_FETCH_FAILED = 'Failed to fetch bans';
export const BAN_FAILED = 'Failed to add the ban';
export const LIFT_FAILED = 'Failed to lift the ban';
export type BanList = z.infer<typeof ZBanListData>;
export type BanInput = z.output<typeof ZBanBody>;

/** GET /admin/bans → data{bans, pagination}, newest first. */
export function useBans(params: BanListParams) {
  return useQuery(
    adminListOptions({
      queryKey: staffAdminKeys.banList(params),
      path: '/bans',
      schema: 'ZBanListData',
      params,
      failedMessage: BANS_FETCH_FAILED,
      staleTime: 10_000,
    }),
  );
}

/** A ban touches the bans list, the user (banned flag, bans section) and the activity log. */
function invalidateAfterBan(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffAdminKeys.bans() }),
    queryClient.invalidateQueries({ queryKey: staffAdminKeys.users() }),
    queryClient.invalidateQueries({ queryKey: staffAdminKeys.activity() }),
  ]);
}

/** POST /admin/bans → 201 data.ban; the server ends the person's sessions at once. */
export async function createBan(body: BanInput): Promise<Ban> {
  try {
    const res = await adminApi.post('/bans', 'ZBanData', body);
    return res.data.ban;
  } catch (error) {
    return failWith(error, BAN_FAILED);
  }
}

/** The form shows field errors in place; other failures come back to it as an alert. */
export function useCreateBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBan,
    onSuccess: () => {
      toast.success(STAFF_MSG.banCreated);
      return invalidateAfterBan(queryClient);
    },
  });
}

/** POST /admin/bans/{id}/lift → data.ban. */
export async function liftBan(id: string): Promise<Ban> {
  try {
    const res = await adminApi.post(`/bans/${encodeURIComponent(id)}/lift`, 'ZBanData');
    return res.data.ban;
  } catch (error) {
    return failWith(error, LIFT_FAILED);
  }
}

export function useLiftBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftBan,
    onSuccess: () => {
      toast.success(STAFF_MSG.banLifted);
      return invalidateAfterBan(queryClient);
    },
    onError: (error) => toast.error(error.message),
  });
}
