import { Link } from 'react-router';

import type { AdminUser } from '@app/shared';

import { adminColumnHelper } from '@/components/admin/data-table';
import { RecordsTable, type TableTexts } from '@/components/admin/records-table';
import type { ListTableProps } from '@/components/admin/table-state';
import { Avatar } from '@/components/ui/avatar';
import { formatDate, formatTime } from '@/core/format-date';

import { personName, phoneText } from '../lib/format.ts';
import { ActiveBadge, BannedBadge, RoleBadge } from './pills.tsx';

const col = adminColumnHelper<AdminUser>();

export const userPath = (id: string) => `/admin/users/${id}`;

const dash = <span className="text-slate-400">—</span>;

const COLUMNS = [
  col.display({
    id: 'name',
    header: 'Name',
    cell: (c) => (
      <div className="flex min-w-36 items-center gap-3">
        <Avatar
          firstName={c.row.original.name.firstName}
          lastName={c.row.original.name.lastName}
          className="hidden 2xl:grid"
        />
        <Link
          to={userPath(c.row.original._id)}
          className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          data-testid="user-link"
        >
          {personName(c.row.original)}
        </Link>
      </div>
    ),
    meta: { isCardTitle: true },
  }),
  col.display({
    id: 'phone',
    header: 'Phone',
    cell: (c) => {
      const text = phoneText(c.row.original.phone);
      return text ? <span className="whitespace-nowrap tabular-nums">{text}</span> : dash;
    },
  }),
  col.accessor('email', {
    header: 'E-mail',
    cell: (c) => {
      const email = c.getValue();
      // Long addresses are cut (whole on hover) so the table fits beside the sidebar.
      return email ? (
        <span className="block max-w-44 truncate" title={email}>
          {email}
        </span>
      ) : (
        dash
      );
    },
  }),
  col.accessor('role', { header: 'Role', cell: (c) => <RoleBadge role={c.getValue()} /> }),
  // One column for both flags keeps the table within a laptop screen next to the sidebar.
  col.display({
    id: 'status',
    header: 'Status',
    cell: (c) => (
      <div className="flex flex-wrap gap-1">
        <ActiveBadge isActive={c.row.original.isActive} />
        {c.row.original.banned && <BannedBadge />}
      </div>
    ),
  }),
  col.accessor('createdAt', {
    header: 'Joined (IST)',
    cell: (c) => (
      <span className="whitespace-nowrap">
        {formatDate(c.getValue())}
        <span className="block text-xs text-slate-500">{formatTime(c.getValue())}</span>
      </span>
    ),
  }),
];

const TEXTS: TableTexts = {
  emptyMessage: 'No users found.',
  caption: 'Users',
  rowTestId: 'user-row',
};

export function UsersTable({
  onOpen,
  ...state
}: ListTableProps<AdminUser> & { onOpen: (user: AdminUser) => void }) {
  return <RecordsTable columns={COLUMNS} onRowClick={onOpen} texts={TEXTS} {...state} />;
}
