import { MessageSquareText, PanelRightOpen } from 'lucide-react';
import { useMemo } from 'react';

import type { CallbackRequest } from '@app/shared';

import { adminColumnHelper } from '@/components/admin/data-table';
import { RecordsTable, type TableTexts } from '@/components/admin/records-table';
import type { ListTableProps } from '@/components/admin/table-state';
import { formatDate, formatTime } from '@/core/format-date';

import {
  AssigneeCell,
  EnquiryBadge,
  FollowUpCell,
  formatContact,
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
    col.accessor('notes', {
      header: 'Enquiry',
      cell: (c) => {
        const { enquiryFor, courseId, staffNotes } = c.row.original;
        return (
          <div className="max-w-80 min-w-48">
            <div className="mb-1 flex flex-wrap items-center gap-2">
              <EnquiryBadge type={enquiryFor} />
              {courseId && (
                <span className="font-mono text-xs text-slate-500" title={courseId}>
                  Course …{courseId.slice(-6)}
                </span>
              )}
            </div>
            {c.getValue() ? (
              <p className="line-clamp-2 text-slate-700" title={c.getValue()}>
                {c.getValue()}
              </p>
            ) : (
              <span className="text-sm text-slate-400">No notes</span>
            )}
            {staffNotes && (
              <p className="mt-1 flex items-start gap-1 text-xs text-slate-500" title={staffNotes}>
                <MessageSquareText className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                <span className="line-clamp-1">
                  <span className="sr-only">Staff notes: </span>
                  {staffNotes}
                </span>
              </p>
            )}
          </div>
        );
      },
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
    col.accessor('createdAt', {
      header: 'Requested',
      cell: (c) => (
        <div className="flex flex-col items-start gap-1">
          <time dateTime={c.getValue()} className="whitespace-nowrap text-slate-700">
            {formatDate(c.getValue())}
          </time>
          <span className="flex items-center gap-1.5 text-xs whitespace-nowrap text-slate-500">
            {formatTime(c.getValue())}
            <UtmBadge utm={c.row.original.utm} />
          </span>
        </div>
      ),
    }),
    col.display({
      id: 'open',
      header: () => <span className="sr-only">Details</span>,
      cell: (c) => {
        const row = c.row.original;
        return (
          <button
            type="button"
            onClick={() => onOpen(row)}
            data-testid={`callback-open-${row._id}`}
            aria-label={`Open details and staff notes for ${row.name}`}
            title="Details and staff notes"
            className="grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <PanelRightOpen className="size-4" aria-hidden="true" />
          </button>
        );
      },
      meta: { className: 'w-10', hideOnCard: true },
    }),
  ];
}

type CallbacksTableProps = ListTableProps<CallbackRequest> & {
  onOpen: (row: CallbackRequest) => void;
};

const TEXTS: TableTexts = {
  emptyMessage: 'No callback requests found.',
  caption: 'Callback requests',
  rowTestId: 'callback-row',
};

/** Callback requests with in-row follow-up status and assignee; a row opens its details. */
export function CallbacksTable({ onOpen, ...state }: CallbacksTableProps) {
  // onOpen should be stable (a state setter or useCallback) so the columns are built once.
  const columns = useMemo(() => buildColumns(onOpen), [onOpen]);
  return (
    <RecordsTable columns={columns} onRowClick={onOpen} density="normal" texts={TEXTS} {...state} />
  );
}
