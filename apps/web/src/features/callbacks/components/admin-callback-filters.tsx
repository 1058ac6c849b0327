import { clsx } from 'clsx';

import {
  ENQUIRY_TYPES,
  FOLLOW_UP_LABELS,
  FOLLOW_UP_STATUSES,
  type CallbackListData,
  type FollowUpStatus,
} from '@app/shared';

import { ListFilterBar } from '@/components/admin/list-filter-bar';
import { UnderlineTab } from '@/components/admin/segment-choice';
import type { ListPage } from '@/components/admin/use-list-page';

import { useCallbackAssignees } from '../api/admin-get-assignees.ts';

/** URL filter spec: `assigned` is 'me', 'none' or a staff id. */
export const CALLBACK_FILTER_SPEC = {
  followUpStatus: FOLLOW_UP_STATUSES,
  enquiryFor: ENQUIRY_TYPES,
  assigned: 'text',
  startDate: 'date',
  endDate: 'date',
} as const;

export type CallbackListState = ListPage<typeof CALLBACK_FILTER_SPEC>;

const ASSIGNED_OPTIONS = [
  { value: 'me', label: 'Me' },
  { value: 'none', label: 'Unassigned' },
];

const ENQUIRY_OPTIONS = [
  { value: 'online' as const, label: 'Online' },
  { value: 'offline' as const, label: 'Offline' },
];

/** Follow-up status as tabs with the counts the list answer carries. */
export function FollowUpTabs({
  list,
  counts,
}: {
  list: CallbackListState;
  counts: CallbackListData['counts'] | undefined;
}) {
  const selected = list.filters.followUpStatus;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const tabs: { key: 'all' | FollowUpStatus; label: string; count?: number }[] = [
    { key: 'all', label: 'All', count: total },
    ...FOLLOW_UP_STATUSES.map((s) => ({ key: s, label: FOLLOW_UP_LABELS[s], count: counts?.[s] })),
  ];
  return (
    <div
      role="tablist"
      aria-label="Follow-up status"
      className="-mb-px flex gap-1 overflow-x-auto border-b border-slate-200 px-4"
    >
      {tabs.map((tab) => {
        const isActive = tab.key === 'all' ? selected.length === 0 : selected.includes(tab.key);
        return (
          <UnderlineTab
            key={tab.key}
            isOn={isActive}
            data-testid={`callback-tab-${tab.key}`}
            onClick={() => list.setFilter('followUpStatus', tab.key === 'all' ? [] : [tab.key])}
          >
            {tab.label}
            {tab.count !== undefined && (
              <span
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                  isActive ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-600',
                )}
              >
                {tab.count}
              </span>
            )}
          </UnderlineTab>
        );
      })}
    </div>
  );
}

/** Enquiry type chips, the assignee choice and the request date range. */
export function CallbackFilters({ list }: { list: CallbackListState }) {
  const assignees = useCallbackAssignees();
  const assigned = [
    ...ASSIGNED_OPTIONS,
    ...(assignees.data ?? []).map((s) => ({ value: s._id, label: s.name, group: 'Staff' })),
  ];
  return (
    <ListFilterBar
      list={list}
      hasFilters={list.hasFilters && !onlyStatus(list)}
      fields={[
        { chips: 'enquiryFor', label: 'Enquiry', options: ENQUIRY_OPTIONS },
        {
          select: 'assigned',
          label: 'Assigned to',
          options: assigned,
          anyLabel: 'Anyone',
          className: 'w-48',
        },
        { dates: 'Requested' },
      ]}
    />
  );
}

/** The status tabs have their own "All"; Clear filters is for the rest. */
function onlyStatus(list: CallbackListState): boolean {
  const { enquiryFor, assigned, startDate, endDate } = list.filters;
  return !enquiryFor.length && !assigned && !startDate && !endDate;
}
