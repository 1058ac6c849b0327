import { useCallback, useState } from 'react';

import { CERTIFICATE_STATUS_LABELS, CERTIFICATE_STATUSES, type WebinarUser } from '@app/shared';

import { ListFilterBar, type ListFilterField } from '@/components/admin/list-filter-bar';
import { optionsOf, yesNoOptions } from '@/components/admin/list-filters';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { ExportCsvLink } from '@/components/admin/registrations-list';
import { tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';

import { studentsExportHref, useWebinarStudents } from '../api/students-api.ts';
import { AttendanceImport } from './attendance-import.tsx';
import { EditStudentDialog } from './edit-student-dialog.tsx';
import { StudentsTable } from './students-table.tsx';

const FILTER_SPEC = {
  attended: { oneOf: ['true', 'false'] },
  certificateStatus: { oneOf: CERTIFICATE_STATUSES },
} as const;

const ATTENDED_OPTIONS = yesNoOptions('Attended', 'Did not attend');
const CERTIFICATE_OPTIONS = optionsOf(CERTIFICATE_STATUSES, CERTIFICATE_STATUS_LABELS);

const FIELDS: ListFilterField<typeof FILTER_SPEC>[] = [
  {
    select: 'attended',
    label: 'Attendance',
    options: ATTENDED_OPTIONS,
    anyLabel: 'Everyone',
    testId: 'student-attended-filter',
  },
  {
    select: 'certificateStatus',
    label: 'Certificate',
    options: CERTIFICATE_OPTIONS,
    anyLabel: 'Any',
    testId: 'student-certificate-filter',
  },
];

/** The Students tab: the registrants with filters, pagination, edits, CSV export and import. */
export function StudentsTab({ webinarId }: { webinarId: string }) {
  const list = useListPage(FILTER_SPEC);
  const { params } = list;
  const [editing, setEditing] = useState<WebinarUser | null>(null);
  const query = useWebinarStudents(webinarId, params);
  const data = query.data;

  const onEdit = useCallback((u: WebinarUser) => setEditing(u), []);
  const { isFiltered } = list;

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-slate-900">Registrants</h2>
          <p className="text-sm text-slate-600">
            Mark attendance here or import the meeting tool&apos;s participant list.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <AttendanceImport webinarId={webinarId} />
          <ExportCsvLink href={studentsExportHref(webinarId, params)} />
        </div>
      </div>
      <QueryListCard
        query={query}
        list={list}
        itemLabel="students"
        failedMessage="Could not load the students"
        toolbar={
          <ListToolbar
            list={list}
            placeholder="Search by name, e-mail or phone"
            idPrefix="webinar-student"
          >
            <ListFilterBar list={list} fields={FIELDS} />
          </ListToolbar>
        }
      >
        <StudentsTable
          webinarId={webinarId}
          rows={data?.students ?? []}
          {...tableStateOf(query)}
          onEdit={onEdit}
          emptyMessage={isFiltered ? 'No student matches.' : 'No one has registered yet.'}
          emptyHint={
            isFiltered
              ? 'Search by a name, an e-mail (with @) or a 10-digit phone number, or clear the filters.'
              : 'Share the public page; registrations appear here as they come in.'
          }
        />
      </QueryListCard>
      <EditStudentDialog webinarId={webinarId} student={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
