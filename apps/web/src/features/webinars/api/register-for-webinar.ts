import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import {
  WEBINAR_MSG,
  type WebinarRegisterBody,
  type ZWebinarRegisterForm,
  type ZWebinarRegistration,
} from '@app/shared';

import { publicApi } from '@/core/api-client';
import { utmField } from '@/core/utm';

import { webinarKeys } from './webinar-keys.ts';

export type WebinarRegisterValues = z.infer<typeof ZWebinarRegisterForm>;
export type WebinarRegistration = z.infer<typeof ZWebinarRegistration>;

/** POST /webinars/{webinarCode}/register: the form plus the visitor's first-touch UTM. */
export async function registerForWebinar(input: {
  webinarCode: string;
  values: WebinarRegisterValues;
}): Promise<{ message: string; registration: WebinarRegistration }> {
  const body: WebinarRegisterBody = { ...input.values, ...utmField() };
  const res = await publicApi.post(
    `/webinars/${encodeURIComponent(input.webinarCode)}/register`,
    'ZWebinarRegistrationData',
    body,
  );
  return { message: res.message || WEBINAR_MSG.registered, registration: res.data.registration };
}

/** Refreshes the page's seat count and the list whatever the answer (a 409 full changes both). */
export function useRegisterForWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForWebinar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webinarKeys.all }),
  });
}
