import {
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';

import {
  KODR_MSG,
  type KodrListData,
  type KodrPatchBody,
  type KodrRegistration,
  type KodrStatusField,
} from '@app/shared';

import { adminApi, ApiError, getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { kodrAdminKeys } from './admin-kodr-keys.ts';

export type KodrFieldChange = {
  id: string;
  field: KodrStatusField;
  value: NonNullable<KodrPatchBody[KodrStatusField]>;
};

/** PATCH /admin/kodr/{id} with the one changed field → data.kodrRegistration. */
export async function updateKodrRegistration({
  id,
  field,
  value,
}: KodrFieldChange): Promise<KodrRegistration> {
  const res = await adminApi.patch(`/kodr/${encodeURIComponent(id)}`, 'ZKodrRegistrationData', {
    [field]: value,
  });
  return res.data.kodrRegistration;
}

function patchRow(
  data: KodrListData | undefined,
  id: string,
  patch: (row: KodrRegistration) => KodrRegistration,
): KodrListData | undefined {
  if (!data) return data;
  return {
    ...data,
    kodrRegistrations: data.kodrRegistrations.map((r) => (r._id === id ? patch(r) : r)),
  };
}

/** A 4xx carries a message worth showing (e.g. "Registration not found"); a 5xx does not. */
function failureDetail(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status !== null && error.status < 500) {
    const message = getErrorMessage(error, KODR_MSG.updateFailed);
    return message === KODR_MSG.updateFailed ? undefined : message;
  }
  return undefined;
}

/**
 * Changes one status field of a registration. The row changes at once in every cached list
 * (optimistic); on failure the spec's toast shows and the lists reload from the server.
 */
export function useUpdateKodrRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: kodrAdminKeys.update(),
    mutationFn: updateKodrRegistration,
    onMutate: async ({ id, field, value }) => {
      await queryClient.cancelQueries({ queryKey: kodrAdminKeys.lists() });
      queryClient.setQueriesData<KodrListData>({ queryKey: kodrAdminKeys.lists() }, (data) =>
        patchRow(data, id, (row) => ({ ...row, [field]: value })),
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueriesData<KodrListData>({ queryKey: kodrAdminKeys.lists() }, (data) =>
        patchRow(data, saved._id, () => saved),
      );
    },
    onError: (error) => {
      const description = failureDetail(error);
      toast.error(KODR_MSG.updateFailed, description ? { description } : undefined);
      void queryClient.invalidateQueries({ queryKey: kodrAdminKeys.lists() as QueryKey });
    },
  });
}

/** Which fields of which rows have an update in flight, as "id:field" strings. */
export function usePendingKodrFields(): Set<string> {
  const pending = useMutationState({
    filters: { mutationKey: kodrAdminKeys.update(), status: 'pending' },
    select: (m) => m.state.variables as KodrFieldChange | undefined,
  });
  return new Set(pending.filter(Boolean).map((v) => `${v!.id}:${v!.field}`));
}
