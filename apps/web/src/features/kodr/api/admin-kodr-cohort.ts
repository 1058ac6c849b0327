import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { KODR_MSG, type KodrCohort, type KodrCohortContent } from '@app/shared';

import { adminApi, getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { kodrAdminKeys } from './admin-kodr-keys.ts';

/** GET /admin/kodr/cohort → data.cohort (the current cohort with fee and seats left). */
export async function getAdminKodrCohort(signal?: AbortSignal): Promise<KodrCohort> {
  const res = await adminApi.get('/kodr/cohort', 'ZKodrCohortData', { signal });
  return res.data.cohort;
}

export const adminKodrCohortQueryOptions = () =>
  queryOptions({
    queryKey: kodrAdminKeys.cohort(),
    queryFn: ({ signal }) => getAdminKodrCohort(signal),
    staleTime: 60_000,
  });

export function useAdminKodrCohort(enabled = true) {
  return useQuery({ ...adminKodrCohortQueryOptions(), enabled });
}

/** GET /admin/courses (first 100, newest first): what a cohort can be sold through. */
export function useKodrCourseOptions() {
  return useQuery({
    queryKey: kodrAdminKeys.courseOptions(),
    queryFn: async ({ signal }) => {
      const res = await adminApi.get('/courses', 'ZAdminCourseListData', {
        query: { limit: 100 },
        signal,
      });
      return res.data.courses;
    },
    staleTime: 60_000,
  });
}

/** PUT /admin/kodr/cohort with the whole editable content → data.cohort. */
export async function saveKodrCohort(body: KodrCohortContent): Promise<KodrCohort> {
  const res = await adminApi.put('/kodr/cohort', 'ZKodrCohortData', body);
  return res.data.cohort;
}

export function useSaveKodrCohort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKodrCohort,
    onSuccess: (cohort) => {
      queryClient.setQueryData(kodrAdminKeys.cohort(), cohort);
      toast.success(KODR_MSG.cohortSaved);
    },
    onError: (error) => toast.error(getErrorMessage(error, 'Failed to save cohort details')),
  });
}
