import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';

import {
  CALLBACK_MSG,
  type CallbackListData,
  type CallbackPatchBody,
  type CallbackRequest,
  type StaffRef,
} from '@app/shared';

import { adminApi, getErrorMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { callbackAdminKeys } from './admin-callbacks-keys.ts';

export const CALLBACK_UPDATE_FAILED = 'Failed to update callback request';

export type CallbackChange = {
  id: string;
  patch: CallbackPatchBody;
  /** The assignee's details, so the row can show the new name before the server answers. */
  assignee?: StaffRef | null;
  /** Show the success toast (the notes drawer does; the in-row dropdowns stay quiet). */
  announce?: boolean;
};

/** PATCH /admin/callbacks/{id} → data.callback. */
export async function updateCallback({ id, patch }: CallbackChange): Promise<CallbackRequest> {
  const res = await adminApi.patch(`/callbacks/${encodeURIComponent(id)}`, 'ZCallbackData', patch);
  return res.data.callback;
}

function patchRow(
  data: CallbackListData | undefined,
  id: string,
  patch: (row: CallbackRequest) => CallbackRequest,
): CallbackListData | undefined {
  if (!data) return data;
  return { ...data, callbacks: data.callbacks.map((c) => (c._id === id ? patch(c) : c)) };
}

/**
 * Updates follow-up status, assignee or staff notes. The row changes at once in the cached
 * lists; on failure a toast explains and the lists reload. Afterwards the lists refresh in
 * the background so the status counts stay right.
 */
export function useUpdateCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: callbackAdminKeys.update(),
    mutationFn: updateCallback,
    onMutate: async ({ id, patch, assignee }) => {
      await queryClient.cancelQueries({ queryKey: callbackAdminKeys.lists() });
      queryClient.setQueriesData<CallbackListData>({ queryKey: callbackAdminKeys.lists() }, (d) =>
        patchRow(d, id, (row) => ({
          ...row,
          ...(patch.followUpStatus ? { followUpStatus: patch.followUpStatus } : {}),
          ...(patch.staffNotes !== undefined ? { staffNotes: patch.staffNotes } : {}),
          ...(patch.assignedToId !== undefined ? { assignedTo: assignee ?? null } : {}),
        })),
      );
    },
    onSuccess: (saved, { announce }) => {
      queryClient.setQueriesData<CallbackListData>({ queryKey: callbackAdminKeys.lists() }, (d) =>
        patchRow(d, saved._id, () => saved),
      );
      if (announce) toast.success(CALLBACK_MSG.updated);
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, CALLBACK_UPDATE_FAILED));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: callbackAdminKeys.lists() }),
  });
}

/** Which fields of which rows have an update in flight, as "id:field" strings. */
export function usePendingCallbackFields(): Set<string> {
  const pending = useMutationState({
    filters: { mutationKey: callbackAdminKeys.update(), status: 'pending' },
    select: (m) => m.state.variables as CallbackChange | undefined,
  });
  const keys = new Set<string>();
  for (const change of pending) {
    if (!change) continue;
    for (const field of Object.keys(change.patch)) keys.add(`${change.id}:${field}`);
  }
  return keys;
}
