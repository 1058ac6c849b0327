import { z } from "zod";
// ../../packages/shared/src/ids.ts
/** 24-character lowercase hex ids (ObjectId style). */
var ID_PATTERN = /^[0-9a-f]{24}$/;
var ZId = z.string().regex(ID_PATTERN, "Must be a 24-character hexadecimal id");
z.object({
	success: z.boolean(),
	message: z.string()
});
/** The `data` of a message-only answer (ZMessageOnly): there is none. */
var ZNoData = z.undefined();
z.object({
	success: z.literal(false),
	message: z.string(),
	data: z.unknown().optional()
});
var ZPagination = z.object({
	currentPage: z.number().int(),
	totalPages: z.number().int(),
	itemsPerPage: z.number().int(),
	totalItems: z.number().int()
});
z.object({
	page: z.coerce.number().int().min(1).default(1),
	limit: z.coerce.number().int().min(1).max(100).default(10)
});
/** page and limit of an admin list: the page capped so a typed URL cannot ask for an absurd offset. */
var listPageFields = {
	page: z.coerce.number().int().min(1).max(1e6).default(1),
	limit: z.coerce.number().int().min(1).max(100).default(10)
};
export { ZId as a, ID_PATTERN as i, ZPagination as n, listPageFields as r, ZNoData as t };
