import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminHomeData, HomeContent, HomeData } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { homeKeys } from './home-keys.ts';

export async function publishHome(content: HomeContent): Promise<AdminHomeData> {
  const res = await adminApi.put('/home', 'ZAdminHomeData', content);
  return res.data;
}

/** PUT /admin/home; the answer becomes the editor's copy and the public page refetches. */
export function usePublishHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishHome,
    onSuccess: async (data) => {
      queryClient.setQueryData(homeKeys.admin(), data);
      const { courseChoices: _choices, hiddenCourses: _hidden, ...page } = data;
      queryClient.setQueryData<HomeData>(homeKeys.public(), page);
      await queryClient.invalidateQueries({ queryKey: homeKeys.public() });
    },
  });
}
