import { History, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { QueryListCard } from '@/components/admin/query-list-card';
import { useListPage } from '@/components/admin/use-list-page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import {
  ACTIVITY_FETCH_FAILED,
  useActivityFacets,
  useActivityLogs,
} from '../api/get-activity-logs.ts';
import type { ActivityLogParams } from '../api/staff-admin-keys.ts';
import { ActivityList } from '../components/activity-entry.tsx';
import { ACTIVITY_FILTER_SPEC, ActivityFilters } from '../components/activity-filters.tsx';

const NO_FACETS = { actions: [], entities: [], actors: [] };

/** /admin/activity-logs: every staff write, newest first, with what changed. Read-only. */
export default function AdminActivityLogsPage() {
  const list = useListPage(ACTIVITY_FILTER_SPEC);
  const { page, limit, filters } = list;
  const [showFilters, setShowFilters] = useState(false);
  const params = useMemo<ActivityLogParams>(
    () => ({ page, limit, ...filters }),
    [page, limit, filters],
  );
  const query = useActivityLogs(params);
  const facets = useActivityFacets();
  const count = list.activeFilterCount;
  const entries = query.data?.activityLogs ?? [];

  return (
    <div className="mx-auto max-w-6xl">
      <AdminPageHeader
        title="Activity Logs"
        description="Every change staff make, newest first, with each field before and after. Entries can never be edited or deleted."
      />
      <QueryListCard
        query={query}
        list={list}
        itemLabel="entries"
        failedMessage={ACTIVITY_FETCH_FAILED}
        toolbar={
          <div>
            <Button
              icon={SlidersHorizontal}
              variant="secondary"
              size="sm"
              className="md:hidden"
              aria-expanded={showFilters}
              aria-controls="activity-filters"
              onClick={() => setShowFilters((v) => !v)}
            >
              Filters
              {count > 0 && (
                <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">{count}</span>
              )}
            </Button>
            <div
              id="activity-filters"
              className={showFilters ? 'mt-4 block md:mt-0' : 'hidden md:block'}
            >
              <ActivityFilters list={list} facets={facets.data ?? NO_FACETS} />
            </div>
          </div>
        }
      >
        <div className="relative" aria-busy={query.isFetching || undefined}>
          {query.isPending ? (
            <div className="flex min-h-64 items-center justify-center gap-2 text-sm text-slate-600">
              <Spinner className="size-6 text-brand-600" />
              <span role="status">Loading…</span>
            </div>
          ) : (
            <div className={query.isFetching ? 'opacity-60 transition-opacity' : undefined}>
              {entries.length === 0 ? (
                <div
                  data-testid="activity-empty"
                  className="flex min-h-64 flex-col items-center justify-center gap-2 px-6 py-12 text-center"
                >
                  <span className="mb-2 grid size-12 place-items-center rounded-xl bg-slate-100 text-slate-500">
                    <History className="size-6" aria-hidden="true" />
                  </span>
                  <p className="text-base font-semibold text-slate-900">No entries found.</p>
                  <p className="text-sm text-slate-600">
                    {count > 0
                      ? 'Try a wider date range or clear the filters.'
                      : 'Staff changes appear here as they happen.'}
                  </p>
                </div>
              ) : (
                <ActivityList entries={entries} empty="" />
              )}
            </div>
          )}
        </div>
      </QueryListCard>
    </div>
  );
}
