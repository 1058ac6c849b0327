import { useCallback, useEffect, useMemo, useState } from 'react';

import type { CallbackRequest } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { useListParams } from '@/components/admin/use-list-params';
import { useAuthStore } from '@/core/auth/auth-store';

import type { CallbackListParams } from '../api/admin-callbacks-keys.ts';
import { CALLBACKS_FETCH_FAILED, useCallbacks } from '../api/admin-get-callbacks.ts';
import { CallbackDrawer } from '../components/admin-callback-drawer.tsx';
import {
  CALLBACK_FILTER_SPEC,
  CallbackFilters,
  FollowUpTabs,
} from '../components/admin-callback-filters.tsx';
import { CallbacksTable } from '../components/admin-callbacks-table.tsx';

const ID_RE = /^[0-9a-f]{24}$/;

/** /admin/callbacks: callback requests with follow-up status, assignee and staff notes. */
export default function AdminCallbacksPage() {
  const list = useListParams(CALLBACK_FILTER_SPEC);
  const myId = useAuthStore((s) => s.user?._id ?? '');
  const [openId, setOpenId] = useState<string | null>(null);
  const [snapshot, setSnapshot] = useState<CallbackRequest | null>(null);
  const { page, limit, search, filters } = list;

  const { assigned } = filters;
  const assignedToId =
    assigned === 'me' ? myId : assigned === 'none' || ID_RE.test(assigned) ? assigned : '';
  const params = useMemo<CallbackListParams>(
    () => ({
      page,
      limit,
      search,
      followUpStatus: filters.followUpStatus,
      enquiryFor: filters.enquiryFor,
      startDate: filters.startDate,
      endDate: filters.endDate,
      assignedToId,
    }),
    [page, limit, search, filters, assignedToId],
  );
  const query = useCallbacks(params);
  const data = query.data;

  const lastPage = data?.pagination.totalPages ?? 1;
  const { setPage } = list;
  useEffect(() => {
    if (!query.isPlaceholderData && data && data.pagination.totalItems > 0 && page > lastPage) {
      setPage(lastPage);
    }
  }, [query.isPlaceholderData, data, page, lastPage, setPage]);

  const openRow = useCallback((row: CallbackRequest) => {
    setOpenId(row._id);
    setSnapshot(row);
  }, []);
  // The drawer follows the live row, so in-drawer changes show; the snapshot covers a row
  // that has just left the current filter.
  const selected = openId ? (data?.callbacks.find((c) => c._id === openId) ?? snapshot) : null;

  const activeFilterCount =
    filters.enquiryFor.length + (assigned ? 1 : 0) + (filters.startDate || filters.endDate ? 1 : 0);

  return (
    <div className="mx-auto max-w-[96rem]">
      <AdminPageHeader
        title="Callback requests"
        description="People who asked us to call them back. Assign, follow up and keep notes."
      />

      <QueryListCard
        query={query}
        list={list}
        itemLabel="requests"
        failedMessage={CALLBACKS_FETCH_FAILED}
        toolbar={
          <ListToolbar
            search={search}
            onSearch={list.setSearch}
            placeholder="Search by name or contact"
            testId="callback-search"
            filtersId="callback-filters"
            activeFilterCount={activeFilterCount}
          >
            <CallbackFilters list={list} />
          </ListToolbar>
        }
        header={<FollowUpTabs list={list} counts={data?.counts} />}
      >
        <CallbacksTable
          rows={data?.callbacks ?? []}
          isLoading={query.isPending}
          isFetching={query.isFetching && !query.isPending}
          onOpen={openRow}
          emptyHint={
            search || list.hasFilters ? 'Try another search or clear the filters.' : undefined
          }
        />
      </QueryListCard>

      <CallbackDrawer callback={selected} onClose={() => setOpenId(null)} />
    </div>
  );
}
