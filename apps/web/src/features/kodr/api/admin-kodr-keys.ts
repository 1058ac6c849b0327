import {
  classifySearch,
  type CallStatus,
  type PaymentStatus,
  type RegistrationStatus,
} from '@app/shared';

/** What the admin registrations page asks for: the URL's list state, before classification. */
export type KodrListParams = {
  page: number;
  limit: number;
  search: string;
  callStatus: CallStatus[];
  status: RegistrationStatus[];
  paymentStatus: PaymentStatus[];
  startDate: string;
  endDate: string;
};

/** Query keys of the admin kodr feature; never written inline in components. */
export const kodrAdminKeys = {
  all: ['admin', 'kodr'] as const,
  lists: () => [...kodrAdminKeys.all, 'list'] as const,
  list: (params: KodrListParams) => [...kodrAdminKeys.lists(), params] as const,
  cohort: () => [...kodrAdminKeys.all, 'cohort'] as const,
  courseOptions: () => [...kodrAdminKeys.all, 'course-options'] as const,
  update: () => [...kodrAdminKeys.all, 'update'] as const,
};

/**
 * The filters as the API reads them (calls.md §7): the search text becomes an email, contact
 * or name filter by the admin search rule; empty values are left out; arrays repeat.
 */
export function kodrFilterQuery(params: Omit<KodrListParams, 'page' | 'limit'>) {
  const search = classifySearch(params.search);
  return {
    ...(search ? { [search.field]: search.value } : {}),
    callStatus: params.callStatus,
    status: params.status,
    paymentStatus: params.paymentStatus,
    startDate: params.startDate || undefined,
    endDate: params.endDate || undefined,
  };
}
