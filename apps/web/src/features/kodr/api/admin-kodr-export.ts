import { ADMIN_API_PREFIX } from '@app/shared';

import { buildUrl } from '@/core/api-client/url';

import { kodrFilterQuery, type KodrListParams } from './admin-kodr-keys.ts';

/**
 * GET /admin/kodr/export with the page's current filters (no page/limit): a CSV download that
 * a plain link can start, since the session cookies go along.
 */
export function kodrExportUrl(params: Omit<KodrListParams, 'page' | 'limit'>): string {
  return buildUrl(ADMIN_API_PREFIX, '/kodr/export', kodrFilterQuery(params));
}
