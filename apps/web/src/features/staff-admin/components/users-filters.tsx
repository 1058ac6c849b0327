import { ROLE_LABELS, ROLES } from '@app/shared';

import { ListFilterBar, type ListFilterField } from '@/components/admin/list-filter-bar';
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

const FIELDS: ListFilterField<typeof USERS_FILTER_SPEC>[] = [
  { chips: 'role', label: 'Role', options: ROLE_OPTIONS },
  { select: 'active', label: 'Active', options: ACTIVE_OPTIONS, anyLabel: 'Active or not' },
  { select: 'banned', label: 'Banned', options: BANNED_OPTIONS, anyLabel: 'Banned or not' },
];

/** Role (any of several), active and banned: the users list filters, kept in the URL. */
export function UsersFilters({ list }: { list: UsersList }) {
  return <ListFilterBar list={list} fields={FIELDS} />;
}
