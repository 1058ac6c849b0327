import { useCallback, useMemo, useState } from 'react';

import { CERTIFICATE_STATUS_LABELS, CERTIFICATE_STATUSES, type WebinarUser } from '@app/shared';

import { FilterBar } from '@/components/admin/filter-bar';
import { FilterSelect } from '@/components/admin/filter-select';
import { optionsOf, yesNoOptions } from '@/components/admin/list-filters';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { ExportCsvLink } from '@/components/admin/registrations-list';
import { useListPage } from '@/components/admin/use-list-page';

import { studentsExportHref, useWebinarStudents } from '../api/students-api.ts';
import type { StudentListParams } from '../api/webinar-keys.ts';
import { AttendanceImport } from './attendance-import.tsx';
import { EditStudentDialog } from './edit-student-dialog.tsx';
import { StudentsTable } from './students-table.tsx';

const FILTER_SPEC = {
  attended: { oneOf: ['true', 'false'] },
  certificateStatus: { oneOf: CERTIFICATE_STATUSES },
} as const;

const ATTENDED_OPTIONS = yesNoOptions('Attended', 'Did not attend');
const CERTIFICATE_OPTIONS = optionsOf(CERTIFICATE_STATUSES, CERTIFICATE_STATUS_LABELS);

/** The Students tab: the registrants with filters, pagination, edits, CSV export and import. */
export function StudentsTab({ webinarId }: { webinarId: string }) {
  const list = useListPage(FILTER_SPEC);
  const { page, limit, search, filters } = list;
  const [editing, setEditing] = useState<WebinarUser | null>(null);
  const params = useMemo<StudentListParams>(
    () => ({
      page,
      limit,
      search,
      attended: filters.attended,
      certificateStatus: filters.certificateStatus,
    }),
    [page, limit, search, filters.attended, filters.certificateStatus],
  );
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
            <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
              <FilterSelect
                label="Attendance"
                value={filters.attended}
                onChange={(v) => list.setFilter('attended', v)}
                options={ATTENDED_OPTIONS}
                anyLabel="Everyone"
                testId="student-attended-filter"
              />
              <FilterSelect
                label="Certificate"
                value={filters.certificateStatus}
                onChange={(v) => list.setFilter('certificateStatus', v)}
                options={CERTIFICATE_OPTIONS}
                anyLabel="Any"
                testId="student-certificate-filter"
              />
            </FilterBar>
          </ListToolbar>
        }
      >
        <StudentsTable
          webinarId={webinarId}
          rows={data?.students ?? []}
          isLoading={query.isPending}
          isFetching={query.isFetching && !query.isPending}
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
