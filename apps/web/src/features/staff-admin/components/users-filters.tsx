import { ROLE_LABELS, ROLES } from '@app/shared';

import { AdminSelect } from '@/components/admin/admin-select';
import { ChipMultiSelect, FilterBar } from '@/components/admin/filter-bar';
import { optionsOf } from '@/components/admin/list-filters';
import type { ListParams } from '@/components/admin/use-list-params';

export const USERS_FILTER_SPEC = {
  role: ROLES,
  active: { oneOf: ['true', 'false'] },
  banned: { oneOf: ['true', 'false'] },
} as const;

type UsersList = ListParams<typeof USERS_FILTER_SPEC>;

const ROLE_OPTIONS = optionsOf(ROLES, ROLE_LABELS);

/** Role (any of several), active and banned: the users list filters, kept in the URL. */
export function UsersFilters({ list }: { list: UsersList }) {
  return (
    <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
      <ChipMultiSelect
        label="Role"
        options={ROLE_OPTIONS}
        value={list.filters.role}
        onChange={(v) => list.setFilter('role', v)}
        testId="filter-role"
      />
      <YesNoFilter
        id="filter-active"
        label="Active"
        value={list.filters.active}
        onChange={(v) => list.setFilter('active', v)}
        labels={{ any: 'Active or not', yes: 'Active only', no: 'Inactive only' }}
      />
      <YesNoFilter
        id="filter-banned"
        label="Banned"
        value={list.filters.banned}
        onChange={(v) => list.setFilter('banned', v)}
        labels={{ any: 'Banned or not', yes: 'Banned only', no: 'Not banned' }}
      />
    </FilterBar>
  );
}

function YesNoFilter({
  id,
  label,
  value,
  onChange,
  labels,
}: {
  id: string;
  label: string;
  value: 'true' | 'false' | '';
  onChange: (value: 'true' | 'false' | '') => void;
  labels: { any: string; yes: string; no: string };
}) {
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1.5 block text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {label}
      </label>
      <AdminSelect
        id={id}
        data-testid={id}
        value={value}
        onChange={(e) => onChange(e.target.value as 'true' | 'false' | '')}
        className="w-44"
      >
        <option value="">{labels.any}</option>
        <option value="true">{labels.yes}</option>
        <option value="false">{labels.no}</option>
      </AdminSelect>
    </div>
  );
}

export function activeFilterCount(filters: UsersList['filters']): number {
  return filters.role.length + (filters.active ? 1 : 0) + (filters.banned ? 1 : 0);
}
