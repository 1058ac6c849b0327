import type { SitePageContent } from '@app/shared';

import type { Tx } from '../../db/client.ts';
import {
  findSiteContent,
  upsertSiteContent,
  type SiteContentRow,
} from '../../db/site-content.repo.ts';

/** One staff-edited page by its site_content key, with who last published it. */
export const findPageRow = findSiteContent;
export type PageRow = SiteContentRow;

export const upsertPage = (db: Tx, key: string, content: SitePageContent, by: string | null) =>
  upsertSiteContent(db, key, content, by);
