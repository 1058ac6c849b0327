import type { UtmLinkListParams } from './get-utm-links.ts';

export const utmKeys = {
  all: ['utm'] as const,
  lists: () => [...utmKeys.all, 'links'] as const,
  list: (params: UtmLinkListParams) => [...utmKeys.lists(), params] as const,
};
