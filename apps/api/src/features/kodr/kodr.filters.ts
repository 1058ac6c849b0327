import {
  classifySearch,
  normalizeContact,
  type CallStatus,
  type PaymentStatus,
  type RegistrationStatus,
} from '@app/shared';

/** The filters the stats table knows, passed to SQL as they are. */
type ExactFilters = {
  callStatus?: CallStatus[];
  status?: RegistrationStatus[];
  paymentStatus?: PaymentStatus[];
  startDate?: string;
  endDate?: string;
  cohortId?: string;
};

/** GET /admin/kodr's filters once parsed (page and limit aside). */
export type KodrFilterQuery = ExactFilters & {
  search?: string;
  name?: string;
  email?: string;
  contact?: string;
};

export type TextMatch = { field: 'name' | 'email' | 'contact'; value: string };

/** The query reduced to what SQL needs: substring matches, and filters the stats table knows. */
export type KodrFilter = ExactFilters & { text: TextMatch[] };

export function toKodrFilter(query: KodrFilterQuery): KodrFilter {
  const { search, name, email, contact } = query;
  const text: TextMatch[] = [];
  // The search box follows the admin search rule; explicit name/email/contact narrow further.
  const searched = classifySearch(search);
  if (searched) text.push(searched);
  if (name?.trim()) text.push({ field: 'name', value: name.trim() });
  if (email?.trim()) text.push({ field: 'email', value: email.trim() });
  if (contact?.trim()) text.push({ field: 'contact', value: contact.trim() });
  return {
    text: text.map(({ field, value }) =>
      field === 'contact'
        ? { field, value: normalizeContact(value) }
        : { field, value: value.toLowerCase() },
    ),
    callStatus: query.callStatus,
    status: query.status,
    paymentStatus: query.paymentStatus,
    startDate: query.startDate,
    endDate: query.endDate,
    cohortId: query.cohortId,
  };
}

export const hasTextMatch = (filter: KodrFilter) => filter.text.length > 0;
