import { listPageFields, ZPagination } from '../http.ts';
import { ZId } from '../ids.ts';
import { contactFields } from '../leads/contact-fields.ts';
import { CONTACT_MSG } from '../leads/contact.ts';
import { ZDateOnly, repeated } from '../leads/dates.ts';
import { EXPERIENCE_LEVELS } from '../leads/kodr.ts';
import { ZUtm, ZUtmData } from '../leads/utm.schema.ts';
import { z } from '../zod.ts';
import { WHIZZ_STATES } from './whizz.schema.ts';

/**
 * Kodex coding contests (issue #5): a contest is an external whizz of coding problems with a
 * registration window. Ranking: score desc, then time taken asc.
 */
export const KODEX_YEARS = [
  '1st year',
  '2nd year',
  '3rd year',
  '4th year',
  'Graduate',
  'Working professional',
] as const;
export type KodexYear = (typeof KODEX_YEARS)[number];

export const KODEX_MSG = {
  ...CONTACT_MSG,
  organisationRequired: 'College or organisation is required',
  organisationTooLong: 'At most 150 characters',
  yearRequired: 'Choose your year',
  experienceRequired: 'Choose your experience',
  titleRequired: 'Title is required',
  windowOrder: 'Registration must open before it closes',
  closesBeforeEnd: 'Registration must close before the contest ends',
  whizzMustBeContest: 'A contest runs an external whizz made only of coding problems',
  whizzTaken: 'This whizz already runs another contest',
} as const;

/** The public registration form (/kodex/registration) and POST /kodex/{contestId}/registrations. */
export const ZKodexRegistrationForm = z.object({
  ...contactFields(),
  organisation: z
    .string({ error: KODEX_MSG.organisationRequired })
    .trim()
    .min(1, KODEX_MSG.organisationRequired)
    .max(150, KODEX_MSG.organisationTooLong),
  year: z.enum(KODEX_YEARS, { error: KODEX_MSG.yearRequired }),
  experience: z.enum(EXPERIENCE_LEVELS, { error: KODEX_MSG.experienceRequired }),
});
export type KodexRegistrationForm = z.input<typeof ZKodexRegistrationForm>;
export const ZKodexRegistrationBody = ZKodexRegistrationForm.extend({
  utm: ZUtm.optional(),
}).strict();
export type KodexRegistrationBody = z.input<typeof ZKodexRegistrationBody>;

export const ZKodexRegistration = z.object({
  _id: z.string(),
  contestId: z.string(),
  contestTitle: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  organisation: z.string(),
  year: z.enum(KODEX_YEARS),
  experience: z.enum(EXPERIENCE_LEVELS),
  userId: z.string().nullable(),
  /** has this person started the contest's whizz */
  participated: z.boolean(),
  utm: ZUtmData.nullable(),
  createdAt: z.string(),
});
export type KodexRegistration = z.infer<typeof ZKodexRegistration>;
export const ZKodexRegistrationData = z.object({ registration: ZKodexRegistration });

export const ZKodexPrize = z.strictObject({
  place: z.string().trim().min(1, 'Place is required').max(40),
  reward: z.string().trim().min(1, 'Reward is required').max(120),
});

/** POST /admin/kodex-contests, PUT /admin/kodex-contests/{id} (menu kodexRegistrations) */
export const ZKodexContestBody = z
  .strictObject({
    whizzId: ZId,
    title: z.string().trim().min(1, KODEX_MSG.titleRequired).max(120),
    tagline: z.string().trim().max(200).default(''),
    description: z.string().trim().max(2000).default(''),
    rules: z.array(z.string().trim().min(1).max(300)).max(20).default([]),
    prizes: z.array(ZKodexPrize).max(10).default([]),
    registrationOpensAt: z.iso.datetime({ offset: true }),
    registrationClosesAt: z.iso.datetime({ offset: true }),
    isPublished: z.boolean().default(true),
  })
  .refine((c) => Date.parse(c.registrationOpensAt) < Date.parse(c.registrationClosesAt), {
    path: ['registrationClosesAt'],
    message: KODEX_MSG.windowOrder,
  });
export type KodexContestBody = z.input<typeof ZKodexContestBody>;

export const KODEX_PHASES = ['registration_soon', 'registration_open', ...WHIZZ_STATES] as const;

/** GET /kodex → data.contest (the next or running contest; null if none) */
export const ZKodexContest = z.object({
  _id: z.string(),
  whizzId: z.string(),
  title: z.string(),
  tagline: z.string(),
  description: z.string(),
  rules: z.array(z.string()),
  prizes: z.array(z.object({ place: z.string(), reward: z.string() })),
  registrationOpensAt: z.string(),
  registrationClosesAt: z.string(),
  startDate: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  problemCount: z.number().int(),
  registeredCount: z.number().int(),
  /** upcoming | live | finished of the whizz */
  state: z.enum(WHIZZ_STATES),
  registrationOpen: z.boolean(),
  isPublished: z.boolean(),
  /** for a signed-in caller: registered with their phone */
  isRegistered: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KodexContest = z.infer<typeof ZKodexContest>;
export const ZKodexContestData = z.object({ contest: ZKodexContest });
export const ZKodexContestsData = z.object({ contests: z.array(ZKodexContest) });
/** GET /kodex: the featured contest (running, next or last; none yet) and recent finished ones. */
export const ZKodexOverviewData = z.object({
  contest: ZKodexContest.nullable(),
  past: z.array(ZKodexContest),
});

/** GET /kodex/{contestId}/ranking?page&limit → data{ranking, pagination, contest, updatedAt} */
export const ZKodexRankingRow = z.object({
  rank: z.number().int(),
  name: z.string(),
  score: z.number(),
  problemsSolved: z.number().int(),
  timeTakenSeconds: z.number().int(),
  isYou: z.boolean(),
});
export type KodexRankingRow = z.infer<typeof ZKodexRankingRow>;
export const ZKodexRankingData = z.object({
  ranking: z.array(ZKodexRankingRow),
  pagination: ZPagination,
  contest: ZKodexContest,
  updatedAt: z.string(),
});

/** GET /admin/kodex-registrations (and …/export.csv) */
export const ZKodexListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  contestId: ZId.optional(),
  year: repeated(z.enum(KODEX_YEARS)),
  experience: repeated(z.enum(EXPERIENCE_LEVELS)),
  participated: z.enum(['true', 'false']).optional(),
  startDate: ZDateOnly.optional(),
  endDate: ZDateOnly.optional(),
  ...listPageFields,
});
export type KodexListQuery = z.input<typeof ZKodexListQuery>;
export const ZKodexListData = z.object({
  kodexRegistrations: z.array(ZKodexRegistration),
  pagination: ZPagination,
});
