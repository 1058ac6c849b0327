import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { HomeContent, HomeData } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { rememberHome } from './get-home.ts';
import { homeKeys } from './home-keys.ts';

export async function publishHome(content: HomeContent): Promise<HomeData> {
  const res = await adminApi.put<HomeData>('/home', content);
  if (!res.data) throw new Error(res.message);
  return res.data;
}

/** PUT /admin/home; the answer becomes the editor's copy and the public page refetches. */
export function usePublishHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishHome,
    onSuccess: async (data) => {
      queryClient.setQueryData(homeKeys.admin(), data);
      queryClient.setQueryData(homeKeys.public(), data);
      rememberHome(data);
      await queryClient.invalidateQueries({ queryKey: homeKeys.public() });
    },
  });
}
