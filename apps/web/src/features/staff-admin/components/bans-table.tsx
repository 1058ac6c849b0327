import { Unlock } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';

import type { Ban } from '@app/shared';

import { adminColumnHelper } from '@/components/admin/data-table';
import { RecordsTable, type TableTexts } from '@/components/admin/records-table';
import type { ListTableProps } from '@/components/admin/table-state';
import { formatDateTime } from '@/core/format-date';

import { BanStateBadge } from './pills.tsx';

const col = adminColumnHelper<Ban>();

/** The person (linked) or the phone / e-mail a ban is on. */
export function BanTarget({ ban }: { ban: Ban }) {
  return (
    <div className="min-w-36">
      {ban.user ? (
        <Link
          to={`/admin/users/${ban.user._id}`}
          className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
        >
          {ban.user.name}
        </Link>
      ) : (
        <span className="font-semibold text-slate-900">{ban.phone ?? ban.email}</span>
      )}
      <span className="block text-xs text-slate-500">
        {ban.phone ? `Phone ${ban.phone}` : ban.email ? `E-mail ${ban.email}` : 'By account'}
      </span>
    </div>
  );
}

function buildColumns(onLift: (ban: Ban) => void) {
  return [
    col.display({
      id: 'who',
      header: 'Banned',
      cell: (c) => <BanTarget ban={c.row.original} />,
      meta: { isCardTitle: true },
    }),
    col.accessor('reason', {
      header: 'Reason',
      cell: (c) => (
        <p className="line-clamp-3 max-w-72 text-sm text-slate-700" title={c.getValue()}>
          {c.getValue()}
        </p>
      ),
    }),
    col.accessor('state', { header: 'State', cell: (c) => <BanStateBadge state={c.getValue()} /> }),
    col.accessor('endsAt', {
      header: 'Ends (IST)',
      cell: (c) => (
        <span className="whitespace-nowrap">
          {c.getValue() ? formatDateTime(c.getValue()!) : 'Until lifted'}
        </span>
      ),
    }),
    col.display({
      id: 'by',
      header: 'Added',
      cell: (c) => (
        <span className="text-sm whitespace-nowrap">
          {formatDateTime(c.row.original.createdAt)}
          <span className="block text-xs text-slate-500">
            by {c.row.original.createdBy?.name ?? 'the system'}
          </span>
          {c.row.original.liftedAt && (
            <span className="block text-xs text-emerald-700">
              Lifted {formatDateTime(c.row.original.liftedAt)}
              {c.row.original.liftedBy && ` by ${c.row.original.liftedBy.name}`}
            </span>
          )}
        </span>
      ),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: (c) =>
        c.row.original.state === 'active' ? (
          <button
            type="button"
            onClick={() => onLift(c.row.original)}
            data-testid="ban-lift"
            className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
          >
            <Unlock className="size-4" aria-hidden="true" />
            Lift
          </button>
        ) : null,
      meta: { headerClassName: 'sr-only' },
    }),
  ];
}

const TEXTS: TableTexts = {
  emptyMessage: 'No bans found.',
  caption: 'Bans',
  rowTestId: 'ban-row',
};

export function BansTable({
  onLift,
  ...state
}: ListTableProps<Ban> & {
  onLift: (ban: Ban) => void;
}) {
  const columns = useMemo(() => buildColumns(onLift), [onLift]);
  return <RecordsTable columns={columns} texts={TEXTS} {...state} />;
}
