import { adminApi } from '@/core/api-client';

import { kodrFilterQuery, type KodrListParams } from './admin-kodr-keys.ts';

/** GET /admin/kodr/export with the page's current filters (no page/limit): the CSV download. */
export function kodrExportUrl(params: Omit<KodrListParams, 'page' | 'limit'>): string {
  return adminApi.href('/kodr/export', kodrFilterQuery(params));
}
