import type { Pagination, Webinar, WebinarStatus } from '@app/shared';

/** One page of the staff webinar list as the list query holds it. */
export type WebinarList = { webinars: Webinar[]; pagination: Pagination };
/** What a cached list page was asked for. */
export type WebinarListParams = {
  page: number;
  limit: number;
  search: string;
  status: WebinarStatus | '';
};

const withTotal = (p: Pagination, totalItems: number): Pagination => ({
  ...p,
  totalItems,
  totalPages: Math.max(1, Math.ceil(totalItems / Math.max(1, p.itemsPerPage))),
});

/** Whether a webinar belongs in a list asked with these filters (title or code, status). */
export function matchesFilters(params: WebinarListParams, w: Webinar): boolean {
  if (params.status && w.status !== params.status) return false;
  const text = params.search.trim().toLowerCase();
  return !text || w.title.toLowerCase().includes(text) || w.webinarCode.includes(text);
}

/**
 * The list rules of product.md §4 on one cached page, until the server's answer replaces it.
 * Create adds to the list: at the top of the first page of every list it matches.
 */
export function addWebinar(
  list: WebinarList,
  params: WebinarListParams,
  created: Webinar,
): WebinarList {
  if (!matchesFilters(params, created) || list.webinars.some((w) => w._id === created._id)) {
    return list;
  }
  const webinars =
    params.page <= 1
      ? [created, ...list.webinars].slice(0, list.pagination.itemsPerPage)
      : list.webinars;
  return { webinars, pagination: withTotal(list.pagination, list.pagination.totalItems + 1) };
}

/** Update replaces by webinarCode (the code before the update, since the update may change it). */
export function replaceWebinar(
  list: WebinarList,
  previousCode: string,
  updated: Webinar,
): WebinarList {
  if (!list.webinars.some((w) => w.webinarCode === previousCode)) return list;
  return {
    ...list,
    webinars: list.webinars.map((w) => (w.webinarCode === previousCode ? updated : w)),
  };
}

/** Delete removes it from every page that shows it (and that list counts one fewer). */
export function removeWebinar(list: WebinarList, deletedId: string): WebinarList {
  const webinars = list.webinars.filter((w) => w._id !== deletedId);
  if (webinars.length === list.webinars.length) return list;
  return {
    webinars,
    pagination: withTotal(list.pagination, Math.max(0, list.pagination.totalItems - 1)),
  };
}
