import type { UseFormReturn } from 'react-hook-form';

import { KODR_MSG, z, ZDateOnly, ZKodrCohortUpdate } from '@app/shared';

/**
 * The cohort settings form: the API's schema, with the start date required. Staff set the date
 * and the landing page's 'Starts on: …' line is derived from it.
 */
export const ZCohortForm = ZKodrCohortUpdate.extend({
  startDate: z.string().trim().min(1, KODR_MSG.startDateRequired).pipe(ZDateOnly),
});
export type CohortFormValues = z.input<typeof ZCohortForm>;
export type CohortFormOutput = z.output<typeof ZCohortForm>;
export type CohortForm = UseFormReturn<CohortFormValues, unknown, CohortFormOutput>;
