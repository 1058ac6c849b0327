import { ROLE_LABELS, ROLES } from '@app/shared';

import { ChipMultiSelect, FilterBar } from '@/components/admin/filter-bar';
import { FilterSelect } from '@/components/admin/filter-select';
import { optionsOf, yesNoOptions } from '@/components/admin/list-filters';
import type { ListPage } from '@/components/admin/use-list-page';

export const USERS_FILTER_SPEC = {
  role: ROLES,
  active: { oneOf: ['true', 'false'] },
  banned: { oneOf: ['true', 'false'] },
} as const;

type UsersList = ListPage<typeof USERS_FILTER_SPEC>;

const ROLE_OPTIONS = optionsOf(ROLES, ROLE_LABELS);
const ACTIVE_OPTIONS = yesNoOptions('Active only', 'Inactive only');
const BANNED_OPTIONS = yesNoOptions('Banned only', 'Not banned');

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
      <FilterSelect
        label="Active"
        value={list.filters.active}
        onChange={(v) => list.setFilter('active', v)}
        options={ACTIVE_OPTIONS}
        anyLabel="Active or not"
        testId="filter-active"
      />
      <FilterSelect
        label="Banned"
        value={list.filters.banned}
        onChange={(v) => list.setFilter('banned', v)}
        options={BANNED_OPTIONS}
        anyLabel="Banned or not"
        testId="filter-banned"
      />
    </FilterBar>
  );
}
