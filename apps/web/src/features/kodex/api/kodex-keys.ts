import type { EXPERIENCE_LEVELS, KodexYear } from '@app/shared';

type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** What the admin registrations page asks for: the URL's list state. */
export type KodexListParams = {
  page: number;
  limit: number;
  search: string;
  contestId: string;
  year: KodexYear[];
  experience: ExperienceLevel[];
  participated: 'true' | 'false' | '';
  startDate: string;
  endDate: string;
};

/** Query keys of the kodex feature; never written inline in components. */
export const kodexKeys = {
  all: ['kodex'] as const,
  /** GET /kodex depends on who asks (isRegistered). */
  overview: (userId: string | null) => [...kodexKeys.all, 'overview', userId] as const,
  rankings: () => [...kodexKeys.all, 'ranking'] as const,
  ranking: (contestId: string, page: number, limit: number, userId: string | null) =>
    [...kodexKeys.rankings(), contestId, page, limit, userId] as const,
  admin: ['admin', 'kodex'] as const,
  lists: () => [...kodexKeys.admin, 'list'] as const,
  list: (params: KodexListParams) => [...kodexKeys.lists(), params] as const,
  contests: () => [...kodexKeys.admin, 'contests'] as const,
  whizzOptions: () => [...kodexKeys.admin, 'whizz-options'] as const,
};

/** The filters as the API reads them; empty values are left out, arrays repeat. */
export function kodexFilterQuery(params: Omit<KodexListParams, 'page' | 'limit'>) {
  return {
    search: params.search.trim() || undefined,
    contestId: params.contestId || undefined,
    year: params.year,
    experience: params.experience,
    participated: params.participated || undefined,
    startDate: params.startDate || undefined,
    endDate: params.endDate || undefined,
  };
}
