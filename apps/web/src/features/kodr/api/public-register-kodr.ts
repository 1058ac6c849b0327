import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import {
  KODR_MSG,
  type KodrCohort,
  type KodrRegistrationBody,
  type ZKodrRegistrationForm,
} from '@app/shared';

import { publicApi } from '@/core/api-client';
import { utmField } from '@/core/utm';

import { publicKodrKeys } from './public-kodr-cohort.ts';

export type KodrRegistrationValues = z.infer<typeof ZKodrRegistrationForm>;

/** POST /kodr/registrations: the landing form plus the visitor's first-touch UTM attribution. */
export async function registerForKodr(
  values: KodrRegistrationValues,
): Promise<{ message: string; seatsLeft: number }> {
  const body: KodrRegistrationBody = { ...values, ...utmField() };
  const res = await publicApi.post('/kodr/registrations', 'ZKodrRegisteredData', body);
  return { message: res.message || KODR_MSG.submitted, seatsLeft: res.data.seatsLeft };
}

/** Registers, then brings the page's seats left up to date whatever the outcome. */
export function useRegisterForKodr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForKodr,
    onSuccess: ({ seatsLeft }) => {
      queryClient.setQueryData<KodrCohort>(publicKodrKeys.cohort(), (cohort) =>
        cohort ? { ...cohort, seatsLeft } : cohort,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicKodrKeys.cohort() }),
  });
}
