import { MessageSquareText } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';

import type { CallbackRequest } from '@app/shared';

import { adminColumnHelper, DataTable } from '@/components/admin/data-table';

import {
  AssigneeCell,
  EnquiryBadge,
  FollowUpCell,
  formatContact,
  formatDateTime,
  UtmBadge,
} from './admin-callback-cells.tsx';

const col = adminColumnHelper<CallbackRequest>();

function buildColumns(onOpen: (row: CallbackRequest) => void) {
  return [
    col.accessor('name', {
      header: 'Requester',
      cell: (c) => {
        const { contact } = c.row.original;
        return (
          <div className="min-w-36">
            <p className="font-semibold whitespace-nowrap text-slate-900">{c.getValue()}</p>
            <a
              href={`tel:${contact.code}${contact.number}`}
              className="text-sm whitespace-nowrap text-slate-600 tabular-nums hover:text-brand-700"
            >
              {formatContact(contact)}
            </a>
          </div>
        );
      },
      meta: { isCardTitle: true },
    }),
    col.accessor('enquiryFor', {
      header: 'Enquiry',
      cell: (c) => {
        const { courseId } = c.row.original;
        return (
          <div>
            <EnquiryBadge type={c.getValue()} />
            {courseId && (
              <p className="mt-1 font-mono text-xs text-slate-500" title={courseId}>
                Course …{courseId.slice(-6)}
              </p>
            )}
          </div>
        );
      },
    }),
    col.accessor('notes', {
      header: 'Notes',
      cell: (c) =>
        c.getValue() ? (
          <p className="line-clamp-2 max-w-60 min-w-40 text-slate-700" title={c.getValue()}>
            {c.getValue()}
          </p>
        ) : (
          <span className="text-slate-400">—</span>
        ),
    }),
    col.display({
      id: 'followUpStatus',
      header: 'Follow-up',
      cell: (c) => <FollowUpCell row={c.row.original} />,
    }),
    col.display({
      id: 'assignedTo',
      header: 'Assigned to',
      cell: (c) => <AssigneeCell row={c.row.original} />,
    }),
    col.display({
      id: 'staffNotes',
      header: 'Staff notes',
      cell: (c) => {
        const row = c.row.original;
        return (
          <button
            type="button"
            onClick={() => onOpen(row)}
            data-testid={`callback-open-${row._id}`}
            className="inline-flex max-w-40 items-center gap-1.5 rounded-md px-1.5 py-1 text-left text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <MessageSquareText className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{row.staffNotes || 'Add note'}</span>
            <span className="sr-only"> for {row.name}</span>
          </button>
        );
      },
    }),
    col.accessor('createdAt', {
      header: 'Requested',
      cell: (c) => (
        <div className="flex flex-col items-start gap-1">
          <time dateTime={c.getValue()} className="whitespace-nowrap text-slate-700">
            {formatDateTime(c.getValue())}
          </time>
          <UtmBadge utm={c.row.original.utm} />
        </div>
      ),
    }),
  ];
}

type CallbacksTableProps = {
  rows: CallbackRequest[];
  isLoading: boolean;
  isFetching: boolean;
  onOpen: (row: CallbackRequest) => void;
  emptyHint?: ReactNode;
};

/** Callback requests with in-row follow-up status and assignee; a row opens its details. */
export function CallbacksTable({
  rows,
  isLoading,
  isFetching,
  onOpen,
  emptyHint,
}: CallbacksTableProps) {
  // onOpen should be stable (a state setter or useCallback) so the columns are built once.
  const columns = useMemo(() => buildColumns(onOpen), [onOpen]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r._id}
      isLoading={isLoading}
      isFetching={isFetching}
      emptyMessage="No callback requests found."
      emptyHint={emptyHint}
      caption="Callback requests"
      rowTestId="callback-row"
      onRowClick={onOpen}
    />
  );
}
