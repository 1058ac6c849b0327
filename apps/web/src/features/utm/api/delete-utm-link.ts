import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/core/api-client';

import { utmKeys } from './utm-keys.ts';

export async function deleteUtmLink(id: string): Promise<string> {
  const res = await adminApi.delete(`/utm/links/${encodeURIComponent(id)}`, 'ZNoData');
  return res.message;
}

export function useDeleteUtmLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUtmLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utmKeys.lists() }),
  });
}
