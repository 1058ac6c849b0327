import { X } from 'lucide-react';
import type { ReactNode } from 'react';

import { activityActionLabel, activityEntityLabel, isStaffRole, ROLE_LABELS } from '@app/shared';

import { AdminSelect } from '@/components/admin/admin-select';
import { DateRangeFilter, FilterBar } from '@/components/admin/filter-bar';
import type { ListParams } from '@/components/admin/use-list-params';

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

type ActivityListParams = ListParams<typeof ACTIVITY_FILTER_SPEC>;

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1.5 block text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {label}
      </label>
      {children}
    </div>
  );
}

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
        <Labelled id="activity-actor" label="Actor">
          <AdminSelect
            id="activity-actor"
            data-testid="filter-actor"
            value={filters.actorId}
            onChange={(e) => list.setFilter('actorId', e.target.value)}
            className="w-full sm:w-56"
          >
            <option value="">Anyone</option>
            {facets.actors.map((a) => (
              <option key={a._id} value={a._id}>
                {a.name}
                {a.role && ` (${isStaffRole(a.role) ? ROLE_LABELS[a.role] : humanize(a.role)})`}
              </option>
            ))}
          </AdminSelect>
        </Labelled>
        <Labelled id="activity-action" label="Action">
          <AdminSelect
            id="activity-action"
            data-testid="filter-action"
            value={filters.action}
            onChange={(e) => list.setFilter('action', e.target.value)}
            className="w-full sm:w-52"
          >
            <option value="">Any action</option>
            {facets.actions.map((a) => (
              <option key={a} value={a}>
                {activityActionLabel(a)}
              </option>
            ))}
          </AdminSelect>
        </Labelled>
        <Labelled id="activity-entity" label="Entity">
          <AdminSelect
            id="activity-entity"
            data-testid="filter-entity"
            value={filters.entity}
            onChange={(e) => list.setFilters({ entity: e.target.value, entityId: '' })}
            className="w-full sm:w-44"
          >
            <option value="">Any entity</option>
            {facets.entities.map((e) => (
              <option key={e} value={e}>
                {activityEntityLabel(e)}
              </option>
            ))}
          </AdminSelect>
        </Labelled>
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

export function activityFilterCount(filters: ActivityListParams['filters']): number {
  return (
    [filters.actorId, filters.action, filters.entity, filters.entityId].filter(Boolean).length +
    (filters.from || filters.to ? 1 : 0)
  );
}
