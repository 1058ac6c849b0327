import { ZPagination } from '../http.ts';
import { ZId } from '../ids.ts';
import { z } from '../zod.ts';
import { UTM_VALUE_MAX } from './utm.ts';

const ZUtmValue = z
  .string()
  .trim()
  .max(UTM_VALUE_MAX, `UTM values are at most ${UTM_VALUE_MAX} characters`)
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Attribution attached to registrations, callback requests and sign-ups. Unknown keys are refused. */
export const ZUtm = z.strictObject({
  source: ZUtmValue,
  medium: ZUtmValue,
  campaign: ZUtmValue,
  term: ZUtmValue,
  content: ZUtmValue,
  id: ZUtmValue,
});

/**
 * Attribution as answers show it. Response schemas are encoded, and ZUtm's transforms cannot be,
 * so DTOs use this plain shape.
 */
export const ZUtmData = z.object({
  source: z.string().optional(),
  medium: z.string().optional(),
  campaign: z.string().optional(),
  term: z.string().optional(),
  content: z.string().optional(),
  id: z.string().optional(),
});

/** POST /utm/visits: a page load that carried UTM parameters. */
export const ZUtmVisitBody = z.strictObject({
  utm: ZUtm.refine((u) => !!u.source, 'utm source is required'),
  path: z.string().trim().max(300).regex(/^\//, 'Path must start with /'),
});
export type UtmVisitBody = z.input<typeof ZUtmVisitBody>;

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is at most 100 characters`)
    .regex(/^[\w.\-+~%]+$/, `${label} may only use letters, digits and - _ . + ~`);
const optional = (label: string) =>
  z
    .union([z.literal(''), required(label)])
    .optional()
    .transform((v) => v || undefined);

/** The site pages a UTM link may point to (staff pick one; ours). */
export const UTM_LINK_PAGES = [
  { path: '/', label: 'Home' },
  { path: '/kodr', label: 'Kodr bootcamp' },
  { path: '/courses', label: 'Courses' },
  { path: '/whizz', label: 'Whizz' },
  { path: '/kodex', label: 'Kodex' },
] as const;

export const ZUtmLinkCreate = z.strictObject({
  path: z
    .string({ error: 'Page is required' })
    .trim()
    .min(1, 'Page is required')
    .max(200, 'Page is at most 200 characters')
    .regex(/^\/[\w\-/.]*$/, 'Page must be a site path such as /kodr'),
  source: required('Source'),
  medium: required('Medium'),
  campaign: required('Campaign'),
  term: optional('Term'),
  content: optional('Content'),
});
export type UtmLinkCreate = z.input<typeof ZUtmLinkCreate>;

export const ZUtmLink = z.object({
  _id: z.string(),
  path: z.string(),
  source: z.string(),
  medium: z.string(),
  campaign: z.string(),
  term: z.string().nullable(),
  content: z.string().nullable(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  stats: z.object({
    visits: z.number().int(),
    registrations: z.number().int(),
    callbacks: z.number().int(),
    signups: z.number().int(),
  }),
});
export type UtmLink = z.infer<typeof ZUtmLink>;
export const ZUtmLinkData = z.object({ link: ZUtmLink });
export const ZUtmLinkListData = z.object({ links: z.array(ZUtmLink), pagination: ZPagination });

export const ZUtmLinkListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
});

export const ZUtmLinkIdParams = z.strictObject({ id: ZId });

/** The full URL of a link: origin + path + utm_* (utm_id last, so the link's own id travels). */
export function buildUtmUrl(
  origin: string,
  link: Pick<UtmLink, 'path' | 'source' | 'medium' | 'campaign' | 'term' | 'content' | '_id'>,
): string {
  const url = new URL(link.path, origin);
  url.searchParams.set('utm_source', link.source);
  url.searchParams.set('utm_medium', link.medium);
  url.searchParams.set('utm_campaign', link.campaign);
  if (link.term) url.searchParams.set('utm_term', link.term);
  if (link.content) url.searchParams.set('utm_content', link.content);
  url.searchParams.set('utm_id', link._id);
  return url.toString();
}
