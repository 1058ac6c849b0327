import { useCallback, useEffect, useMemo, useState } from 'react';

import { CERTIFICATE_STATUS_LABELS, CERTIFICATE_STATUSES, type WebinarUser } from '@app/shared';

import { AdminSelect } from '@/components/admin/admin-select';
import { FilterBar } from '@/components/admin/filter-bar';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { ExportCsvLink } from '@/components/admin/registrations-list';
import { useListParams } from '@/components/admin/use-list-params';

import { studentsExportHref, useWebinarStudents } from '../api/students-api.ts';
import type { StudentListParams } from '../api/webinar-keys.ts';
import { AttendanceImport } from './attendance-import.tsx';
import { EditStudentDialog } from './edit-student-dialog.tsx';
import { StudentsTable } from './students-table.tsx';

const FILTER_SPEC = {
  attended: { oneOf: ['true', 'false'] },
  certificateStatus: { oneOf: CERTIFICATE_STATUSES },
} as const;

const labelClass = 'mb-1.5 block text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** The Students tab: the registrants with filters, pagination, edits, CSV export and import. */
export function StudentsTab({ webinarId }: { webinarId: string }) {
  const list = useListParams(FILTER_SPEC);
  const { page, limit, search, filters, setPage } = list;
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

  const lastPage = data?.pagination.totalPages ?? 1;
  useEffect(() => {
    if (!query.isPlaceholderData && data && data.pagination.totalItems > 0 && page > lastPage) {
      setPage(lastPage);
    }
  }, [query.isPlaceholderData, data, page, lastPage, setPage]);

  const onEdit = useCallback((u: WebinarUser) => setEditing(u), []);
  const isFiltered = Boolean(search) || list.hasFilters;
  const activeFilterCount = (filters.attended ? 1 : 0) + (filters.certificateStatus ? 1 : 0);

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
            search={search}
            onSearch={list.setSearch}
            placeholder="Search by name, e-mail or phone"
            testId="webinar-student-search"
            filtersId="webinar-student-filters"
            activeFilterCount={activeFilterCount}
          >
            <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
              <div>
                <label htmlFor="student-attended-filter" className={labelClass}>
                  Attendance
                </label>
                <AdminSelect
                  id="student-attended-filter"
                  data-testid="student-attended-filter"
                  value={filters.attended}
                  onChange={(e) =>
                    list.setFilter('attended', e.target.value as StudentListParams['attended'])
                  }
                  className="w-44"
                >
                  <option value="">Everyone</option>
                  <option value="true">Attended</option>
                  <option value="false">Did not attend</option>
                </AdminSelect>
              </div>
              <div>
                <label htmlFor="student-certificate-filter" className={labelClass}>
                  Certificate
                </label>
                <AdminSelect
                  id="student-certificate-filter"
                  data-testid="student-certificate-filter"
                  value={filters.certificateStatus}
                  onChange={(e) =>
                    list.setFilter(
                      'certificateStatus',
                      e.target.value as (typeof CERTIFICATE_STATUSES)[number] | '',
                    )
                  }
                  className="w-44"
                >
                  <option value="">Any</option>
                  {CERTIFICATE_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {CERTIFICATE_STATUS_LABELS[s]}
                    </option>
                  ))}
                </AdminSelect>
              </div>
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
