import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type UtmLink, type UtmLinkCreate } from '@app/shared';

import { adminApi } from '@/core/api-client';

import { utmKeys } from './utm-keys.ts';

export async function createUtmLink(
  body: UtmLinkCreate,
): Promise<{ link: UtmLink; message: string }> {
  const res = await adminApi.post('/utm/links', 'ZUtmLinkData', body);
  return { link: res.data.link, message: res.message };
}

export function useCreateUtmLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUtmLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utmKeys.lists() }),
  });
}
