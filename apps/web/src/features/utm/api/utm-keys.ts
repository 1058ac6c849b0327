/** Page, size and search of the links list (also its cache key). */
export type UtmLinkListParams = { page: number; limit: number; search: string };

export const utmKeys = {
  all: ['utm'] as const,
  lists: () => [...utmKeys.all, 'links'] as const,
  list: (params: UtmLinkListParams) => [...utmKeys.lists(), params] as const,
};
