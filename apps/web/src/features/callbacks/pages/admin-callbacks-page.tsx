import { useCallback, useMemo, useState } from 'react';

import type { CallbackRequest } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { emptyHintOf, tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';
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
  const list = useListPage(CALLBACK_FILTER_SPEC);
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

  const openRow = useCallback((row: CallbackRequest) => {
    setOpenId(row._id);
    setSnapshot(row);
  }, []);
  // The drawer follows the live row, so in-drawer changes show; the snapshot covers a row
  // that has just left the current filter.
  const selected = openId ? (data?.callbacks.find((c) => c._id === openId) ?? snapshot) : null;

  // The follow-up status has its own tabs above the list, so the phone's badge leaves it out.
  const activeFilterCount = list.activeFilterCount - filters.followUpStatus.length;

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
            list={list}
            placeholder="Search by name or contact"
            idPrefix="callback"
            activeFilterCount={activeFilterCount}
          >
            <CallbackFilters list={list} />
          </ListToolbar>
        }
        header={<FollowUpTabs list={list} counts={data?.counts} />}
      >
        <CallbacksTable
          rows={data?.callbacks ?? []}
          {...tableStateOf(query)}
          onOpen={openRow}
          emptyHint={emptyHintOf(list.isFiltered, 'search')}
        />
      </QueryListCard>

      <CallbackDrawer callback={selected} onClose={() => setOpenId(null)} />
    </div>
  );
}
