import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';
import { z } from './zod.ts';

/** Every answer: { success, message, data? } (ARCHITECTURE.md, HTTP API). */
export type Envelope<T = unknown> = { success: boolean; message: string; data?: T };

export type FieldError = { field: string; message: string };

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data });
}
export const ZMessageOnly = z.object({ success: z.boolean(), message: z.string() });
/** The `data` of a message-only answer (ZMessageOnly): there is none. */
export const ZNoData = z.undefined();
/** The `data` of an answer whose caller reads none of it (a call made for its effect). */
export const ZAnyData = z.unknown();
export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.unknown().optional(),
});

export const ZPagination = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  itemsPerPage: z.number().int(),
  totalItems: z.number().int(),
});
export type Pagination = z.infer<typeof ZPagination>;
export const EMPTY_PAGINATION: Pagination = {
  currentPage: 1,
  totalPages: 1,
  itemsPerPage: DEFAULT_PAGE_SIZE,
  totalItems: 0,
};

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

/** page and limit of an admin list: the page capped so a typed URL cannot ask for an absurd offset. */
export const listPageFields = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export function paginate(totalItems: number, page: number, limit: number): Pagination {
  return {
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(totalItems / limit)),
    itemsPerPage: limit,
    totalItems,
  };
}
