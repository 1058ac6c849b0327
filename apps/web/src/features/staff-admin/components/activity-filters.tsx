import { X } from 'lucide-react';

import { activityActionLabel, activityEntityLabel, isStaffRole, ROLE_LABELS } from '@app/shared';

import { DateRangeFilter } from '@/components/admin/date-range-filter';
import { FilterBar } from '@/components/admin/filter-bar';
import { FilterSelect } from '@/components/admin/filter-select';
import type { ListPage } from '@/components/admin/use-list-page';

import type { ActivityFacets } from '../api/get-activity-logs.ts';
import { humanize } from '../lib/format.ts';

export const ACTIVITY_FILTER_SPEC = {
  actorId: 'text',
  action: 'text',
  entity: 'text',
  entityId: 'text',
  from: 'date',
  to: 'date',
} as const;

type ActivityListParams = ListPage<typeof ACTIVITY_FILTER_SPEC>;

/** Actor, action and entity (from the facets the log holds) and an IST day range. */
export function ActivityFilters({
  list,
  facets,
}: {
  list: ActivityListParams;
  facets: ActivityFacets;
}) {
  const { filters } = list;
  return (
    <div className="flex flex-col gap-3">
      <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
        <FilterSelect
          label="Actor"
          value={filters.actorId}
          onChange={(v) => list.setFilter('actorId', v)}
          options={facets.actors.map((a) => ({
            value: a._id,
            label: a.role
              ? `${a.name} (${isStaffRole(a.role) ? ROLE_LABELS[a.role] : humanize(a.role)})`
              : a.name,
          }))}
          anyLabel="Anyone"
          testId="filter-actor"
          className="w-full sm:w-56"
        />
        <FilterSelect
          label="Action"
          value={filters.action}
          onChange={(v) => list.setFilter('action', v)}
          options={facets.actions.map((a) => ({ value: a, label: activityActionLabel(a) }))}
          anyLabel="Any action"
          testId="filter-action"
          className="w-full sm:w-52"
        />
        <FilterSelect
          label="Entity"
          value={filters.entity}
          onChange={(v) => list.setFilters({ entity: v, entityId: '' })}
          options={facets.entities.map((e) => ({ value: e, label: activityEntityLabel(e) }))}
          anyLabel="Any entity"
          testId="filter-entity"
          className="w-full sm:w-44"
        />
        <DateRangeFilter
          label="Date (IST)"
          startDate={filters.from}
          endDate={filters.to}
          onChange={(r) => list.setFilters({ from: r.startDate, to: r.endDate })}
          testId="activity-dates"
        />
      </FilterBar>
      {filters.entityId && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          Only entries on
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 font-mono text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
            {filters.entityId}
            <button
              type="button"
              onClick={() => list.setFilter('entityId', '')}
              aria-label="Show every entity id"
              className="grid size-5 place-items-center rounded-full hover:bg-brand-100"
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </span>
        </p>
      )}
    </div>
  );
}
