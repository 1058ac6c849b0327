import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import type { AdminUser } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { ExportCsvLink } from '@/components/admin/registrations-list';
import { emptyHintOf, tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';

import { USERS_FETCH_FAILED, useUsers, usersExportUrl } from '../api/get-users.ts';
import { USERS_FILTER_SPEC, UsersFilters } from '../components/users-filters.tsx';
import { UsersTable, userPath } from '../components/users-table.tsx';

/** /admin/users: every account, searched by name, e-mail or phone, with CSV export. */
export default function AdminUsersPage() {
  const list = useListPage(USERS_FILTER_SPEC);
  const { params, search, filters } = list;
  const navigate = useNavigate();

  const query = useUsers(params);
  const data = query.data;

  const onOpen = useCallback((user: AdminUser) => void navigate(userPath(user._id)), [navigate]);

  return (
    <div className="mx-auto max-w-[96rem]">
      <AdminPageHeader
        title="Users"
        description="Every account: students and staff. Open one to change their role, switch them off or ban them."
        actions={<ExportCsvLink href={usersExportUrl({ search, ...filters })} />}
      />
      <QueryListCard
        query={query}
        list={list}
        itemLabel="users"
        failedMessage={USERS_FETCH_FAILED}
        toolbar={
          <ListToolbar list={list} placeholder="Search by name, e-mail or phone" idPrefix="user">
            <UsersFilters list={list} />
          </ListToolbar>
        }
      >
        <UsersTable
          rows={data?.users ?? []}
          {...tableStateOf(query)}
          onOpen={onOpen}
          emptyHint={emptyHintOf(list.isFiltered, 'search')}
        />
      </QueryListCard>
    </div>
  );
}
