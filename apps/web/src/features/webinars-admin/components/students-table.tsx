import { FileText, Pencil } from 'lucide-react';
import { useMemo } from 'react';

import type { WebinarUser } from '@app/shared';

import { adminColumnHelper, DataTable } from '@/components/admin/data-table';
import { Pill } from '@/components/admin/pill';
import { PhoneLink } from '@/components/admin/registrant-columns';
import { actionsColumn, RowAction } from '@/components/admin/row-action';
import type { ListTableProps } from '@/components/admin/table-state';
import { formatDate, formatTime } from '@/core/format-date';

import { certificatePreviewHref } from '../api/campaigns-api.ts';
import { CertificateStatusBadge } from './badges.tsx';

const col = adminColumnHelper<WebinarUser>();

function buildColumns(webinarId: string, onEdit: (u: WebinarUser) => void) {
  return [
    col.accessor('name', {
      header: 'Name',
      cell: (c) => (
        <span className="block max-w-48 min-w-32 font-semibold text-slate-900">{c.getValue()}</span>
      ),
      meta: { isCardTitle: true },
    }),
    col.accessor('email', {
      header: 'Email',
      cell: (c) => (
        <a
          href={`mailto:${c.getValue()}`}
          title={c.getValue()}
          className="block max-w-56 truncate text-slate-700 hover:text-brand-700"
        >
          {c.getValue()}
        </a>
      ),
    }),
    col.accessor('phone', {
      header: 'Phone',
      cell: (c) => <PhoneLink tel={`+91${c.getValue()}`}>{c.getValue()}</PhoneLink>,
    }),
    col.accessor('createdAt', {
      header: 'Registered',
      cell: (c) => (
        <time dateTime={c.getValue()} className="flex flex-col whitespace-nowrap">
          <span className="text-slate-800">{formatDate(c.getValue())}</span>
          <span className="text-xs text-slate-500">{formatTime(c.getValue())}</span>
        </time>
      ),
    }),
    col.accessor('attended', {
      header: 'Attended',
      cell: (c) =>
        c.getValue() ? (
          <span className="flex flex-col items-start gap-0.5" data-testid="student-attended">
            <Pill tone="green">Attended</Pill>
            {c.row.original.attendedMinutes !== null && (
              <span className="text-xs text-slate-500 tabular-nums">
                {c.row.original.attendedMinutes} min
              </span>
            )}
          </span>
        ) : (
          <span data-testid="student-attended">
            <Pill tone="slate">No</Pill>
          </span>
        ),
    }),
    col.accessor('certificateStatus', {
      header: 'Certificate',
      cell: (c) => {
        const u = c.row.original;
        return (
          <span className="flex flex-col items-start gap-0.5">
            <CertificateStatusBadge status={c.getValue()} testId="student-certificate-status" />
            {u.certificateCode && (
              <a
                href={`/certificates/${u.certificateCode}`}
                target="_blank"
                rel="noreferrer"
                className="font-mono text-xs whitespace-nowrap text-brand-700 hover:underline"
                data-testid="student-certificate-code"
              >
                {u.certificateCode}
              </a>
            )}
            {u.certificateStatus === 'failed' && u.certificateError && (
              <span className="max-w-48 text-xs text-red-700">{u.certificateError}</span>
            )}
          </span>
        );
      },
    }),
    actionsColumn<WebinarUser>((u) => (
      <>
        <RowAction
          onClick={() => onEdit(u)}
          icon={Pencil}
          label="Edit"
          title={`Edit ${u.name}`}
          testId="student-edit"
        />
        {u.attended && (
          <RowAction
            href={certificatePreviewHref(webinarId, u._id)}
            icon={FileText}
            label="Certificate PDF"
            title={`Certificate PDF of ${u.name}`}
          />
        )}
      </>
    )),
  ];
}

export function StudentsTable({
  webinarId,
  rows,
  onEdit,
  ...state
}: ListTableProps<WebinarUser> & {
  webinarId: string;
  emptyMessage: string;
  onEdit: (u: WebinarUser) => void;
}) {
  const columns = useMemo(() => buildColumns(webinarId, onEdit), [webinarId, onEdit]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(u) => u._id}
      {...state}
      caption="Registered students"
      rowTestId="webinar-student-row"
      density="compact"
    />
  );
}
