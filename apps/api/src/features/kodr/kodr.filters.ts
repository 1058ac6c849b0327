import {
  classifySearch,
  normalizeContact,
  type CallStatus,
  type PaymentStatus,
  type RegistrationStatus,
} from '@app/shared';

/** GET /admin/kodr's filters once parsed (page and limit aside). */
export type KodrFilterQuery = {
  search?: string;
  name?: string;
  email?: string;
  contact?: string;
  callStatus?: CallStatus[];
  status?: RegistrationStatus[];
  paymentStatus?: PaymentStatus[];
  startDate?: string;
  endDate?: string;
  cohortId?: string;
};

export type TextMatch = { field: 'name' | 'email' | 'contact'; value: string };

/** The query reduced to what SQL needs: substring matches, and filters the stats table knows. */
export type KodrFilter = {
  text: TextMatch[];
  callStatus?: CallStatus[];
  status?: RegistrationStatus[];
  paymentStatus?: PaymentStatus[];
  startDate?: string;
  endDate?: string;
  cohortId?: string;
};

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
