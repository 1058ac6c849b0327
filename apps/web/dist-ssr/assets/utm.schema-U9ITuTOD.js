import { a as ZId, n as ZPagination } from "./http-DRLmBayV.js";
import { z } from "zod";
// ../../packages/shared/src/leads/utm.schema.ts
/** The UTM parameters a visit may carry, in URL order; `id` is the link that was built at /admin/utm. */
var UTM_KEYS = [
	"source",
	"medium",
	"campaign",
	"term",
	"content",
	"id"
];
var ZUtmValue = z.string().trim().max(100, "UTM values are at most 100 characters").transform((v) => v === "" ? void 0 : v).optional();
/** Attribution attached to registrations, callback requests and sign-ups. Unknown keys are refused. */
var ZUtm = z.strictObject({
	source: ZUtmValue,
	medium: ZUtmValue,
	campaign: ZUtmValue,
	term: ZUtmValue,
	content: ZUtmValue,
	id: ZUtmValue
});
/**
* Attribution as answers show it. Response schemas are encoded, and ZUtm's transforms cannot be,
* so DTOs use this plain shape.
*/
var ZUtmData = z.object({
	source: z.string().optional(),
	medium: z.string().optional(),
	campaign: z.string().optional(),
	term: z.string().optional(),
	content: z.string().optional(),
	id: z.string().optional()
});
/** Reads utm_* parameters from a query string; null when it carries no utm_source. */
function utmFromSearch(search) {
	const params = new URLSearchParams(search);
	if (!params.get("utm_source")?.trim()) return null;
	const utm = {};
	for (const key of UTM_KEYS) {
		const value = params.get(`utm_${key}`)?.trim();
		if (value) utm[key] = value.slice(0, 100);
	}
	return utm;
}
z.strictObject({
	utm: ZUtm.refine((u) => !!u.source, "utm source is required"),
	path: z.string().trim().max(300).regex(/^\//, "Path must start with /")
});
var required = (label) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(100, `${label} is at most 100 characters`).regex(/^[\w.\-+~%]+$/, `${label} may only use letters, digits and - _ . + ~`);
var optional = (label) => z.union([z.literal(""), required(label)]).optional().transform((v) => v || void 0);
/** The site pages a UTM link may point to (staff pick one; ours). */
var UTM_LINK_PAGES = [
	{
		path: "/",
		label: "Home"
	},
	{
		path: "/kodr",
		label: "Kodr bootcamp"
	},
	{
		path: "/courses",
		label: "Courses"
	},
	{
		path: "/whizz",
		label: "Whizz"
	},
	{
		path: "/kodex",
		label: "Kodex"
	}
];
var ZUtmLinkCreate = z.strictObject({
	path: z.string({ error: "Page is required" }).trim().min(1, "Page is required").max(200, "Page is at most 200 characters").regex(/^\/[\w\-/.]*$/, "Page must be a site path such as /kodr"),
	source: required("Source"),
	medium: required("Medium"),
	campaign: required("Campaign"),
	term: optional("Term"),
	content: optional("Content")
});
var ZUtmLink = z.object({
	_id: z.string(),
	path: z.string(),
	source: z.string(),
	medium: z.string(),
	campaign: z.string(),
	term: z.string().nullable(),
	content: z.string().nullable(),
	createdBy: z.object({
		_id: z.string(),
		name: z.string()
	}).nullable(),
	createdAt: z.string(),
	stats: z.object({
		visits: z.number().int(),
		registrations: z.number().int(),
		callbacks: z.number().int(),
		signups: z.number().int()
	})
});
var ZUtmLinkData = z.object({ link: ZUtmLink });
var ZUtmLinkListData = z.object({
	links: z.array(ZUtmLink),
	pagination: ZPagination
});
z.strictObject({
	page: z.coerce.number().int().min(1).default(1),
	limit: z.coerce.number().int().min(1).max(100).default(10),
	search: z.string().trim().max(100).optional()
});
z.strictObject({ id: ZId });
/** The full URL of a link: origin + path + utm_* (utm_id last, so the link's own id travels). */
function buildUtmUrl(origin, link) {
	const url = new URL(link.path, origin);
	url.searchParams.set("utm_source", link.source);
	url.searchParams.set("utm_medium", link.medium);
	url.searchParams.set("utm_campaign", link.campaign);
	if (link.term) url.searchParams.set("utm_term", link.term);
	if (link.content) url.searchParams.set("utm_content", link.content);
	url.searchParams.set("utm_id", link._id);
	return url.toString();
}
export { ZUtmLinkData as a, utmFromSearch as c, ZUtmLinkCreate as i, ZUtm as n, ZUtmLinkListData as o, ZUtmData as r, buildUtmUrl as s, UTM_LINK_PAGES as t };
