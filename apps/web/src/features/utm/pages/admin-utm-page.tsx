import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListCard } from '@/components/admin/list-card';
import { ListError } from '@/components/admin/list-error';
import { PaginationBar } from '@/components/admin/pagination-bar';
import { SearchInput } from '@/components/admin/search-input';
import { useListParams } from '@/components/admin/use-list-params';
import { getErrorMessage } from '@/core/api-client';

import { UTM_LIST_FAILED, useUtmLinks } from '../api/get-utm-links.ts';
import { UtmBuilder } from '../components/utm-builder.tsx';
import { UtmLinksTable } from '../components/utm-links-table.tsx';

const NO_FILTERS = {};

/** /admin/utm (UTM Create): build tracked links, copy them, and see what each one brought. */
export default function AdminUtmPage() {
  const list = useListParams(NO_FILTERS);
  const query = useUtmLinks({ page: list.page, limit: list.limit, search: list.search });
  const links = query.data?.links ?? [];

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="UTM links"
        description="Tracked links for campaigns: visits, Kodr registrations, callback requests and sign-ups per link."
      />
      <UtmBuilder />
      <ListCard
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
        footer={
          query.data && query.data.pagination.totalItems > 0 ? (
            <PaginationBar
              pagination={query.data.pagination}
              onPageChange={list.setPage}
              onPageSizeChange={list.setLimit}
              itemLabel="links"
            />
          ) : null
        }
      >
        {query.isError ? (
          <ListError
            message={UTM_LIST_FAILED}
            detail={getErrorMessage(query.error, UTM_LIST_FAILED)}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <UtmLinksTable
            links={links}
            isLoading={query.isPending}
            isFetching={query.isFetching && !query.isPending}
            emptyMessage={list.search ? 'No links match your search.' : 'No UTM links yet.'}
            emptyHint={
              list.search
                ? 'Try another campaign or source.'
                : 'Build your first link above; its visits and leads show up here.'
            }
          />
        )}
      </ListCard>
    </div>
  );
}
