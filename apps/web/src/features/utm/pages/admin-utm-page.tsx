import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { QueryListCard } from '@/components/admin/query-list-card';
import { SearchInput } from '@/components/admin/search-input';
import { tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';

import { UTM_LIST_FAILED, useUtmLinks } from '../api/get-utm-links.ts';
import { UtmBuilder } from '../components/utm-builder.tsx';
import { UtmLinksTable } from '../components/utm-links-table.tsx';

const NO_FILTERS = {};

/** /admin/utm (UTM Create): build tracked links, copy them, and see what each one brought. */
export default function AdminUtmPage() {
  const list = useListPage(NO_FILTERS);
  const query = useUtmLinks({ page: list.page, limit: list.limit, search: list.search });
  const links = query.data?.links ?? [];

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="UTM links"
        description="Tracked links for campaigns: visits, Kodr registrations, callback requests and sign-ups per link."
      />
      <UtmBuilder />
      <QueryListCard
        query={query}
        list={list}
        itemLabel="links"
        failedMessage={UTM_LIST_FAILED}
        className="mt-8"
        toolbar={
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 className="text-base font-bold text-slate-900">Your links</h2>
            <SearchInput
              value={list.search}
              onSearch={list.setSearch}
              placeholder="Search by campaign or source"
              testId="utm-search"
              className="sm:max-w-xs"
            />
          </div>
        }
      >
        <UtmLinksTable
          links={links}
          {...tableStateOf(query)}
          emptyMessage={list.search ? 'No links match your search.' : 'No UTM links yet.'}
          emptyHint={
            list.search
              ? 'Try another campaign or source.'
              : 'Build your first link above; its visits and leads show up here.'
          }
        />
      </QueryListCard>
    </div>
  );
}
