import { clsx } from 'clsx';

import {
  ENQUIRY_LABELS,
  FOLLOW_UP_LABELS,
  FOLLOW_UP_STATUSES,
  type CallbackRequest,
  type EnquiryType,
  type FollowUpStatus,
} from '@app/shared';

import { StatusSelect, type StatusOption, type StatusTone } from '@/components/admin/status-select';

import { useCallbackAssignees } from '../api/admin-get-assignees.ts';
import { usePendingCallbackFields, useUpdateCallback } from '../api/admin-update-callback.ts';

const FOLLOW_UP_TONES: Record<FollowUpStatus, StatusTone> = {
  new: 'blue',
  contacted: 'amber',
  converted: 'green',
  closed: 'slate',
};

export const FOLLOW_UP_OPTIONS: StatusOption<FollowUpStatus>[] = FOLLOW_UP_STATUSES.map((s) => ({
  value: s,
  label: FOLLOW_UP_LABELS[s],
  tone: FOLLOW_UP_TONES[s],
}));

/** '+91 98765 43210' for Indian mobiles; otherwise code and number as given. */
export function formatContact(contact: CallbackRequest['contact']): string {
  const { code, number } = contact;
  if (/^\d{10}$/.test(number)) return `${code} ${number.slice(0, 5)} ${number.slice(5)}`;
  return `${code} ${number}`;
}

export function EnquiryBadge({ type }: { type: EnquiryType }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        type === 'offline' ? 'bg-amber-50 text-amber-800' : 'bg-sky-50 text-sky-800',
      )}
    >
      {type === 'offline' ? 'Offline' : 'Online'}
      <span className="sr-only"> — {ENQUIRY_LABELS[type]}</span>
    </span>
  );
}

export function UtmBadge({ utm }: { utm: CallbackRequest['utm'] }) {
  if (!utm?.source) {
    return (
      <span className="inline-flex rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
        Direct
      </span>
    );
  }
  return (
    <span
      title={[utm.source, utm.medium, utm.campaign].filter(Boolean).join(' / ')}
      className="inline-flex max-w-36 truncate rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
    >
      {utm.source}
    </span>
  );
}

/** Follow-up status dropdown: changes the row at once, spinner while saving. */
export function FollowUpCell({ row }: { row: CallbackRequest }) {
  const update = useUpdateCallback();
  const isPending = usePendingCallbackFields().has(`${row._id}:followUpStatus`);
  return (
    <StatusSelect
      value={row.followUpStatus}
      options={FOLLOW_UP_OPTIONS}
      onChange={(followUpStatus) => update.mutate({ id: row._id, patch: { followUpStatus } })}
      isPending={isPending}
      label={`Follow-up status for ${row.name}`}
      testId={`callback-status-${row._id}`}
    />
  );
}

/** Assigned staff member dropdown (staff from GET /admin/callbacks/assignees). */
export function AssigneeCell({ row }: { row: CallbackRequest }) {
  const update = useUpdateCallback();
  const assignees = useCallbackAssignees();
  const isPending = usePendingCallbackFields().has(`${row._id}:assignedToId`);
  const staff = assignees.data ?? [];
  // Someone assigned earlier who is no longer offered (deactivated) still shows.
  const people =
    row.assignedTo && !staff.some((s) => s._id === row.assignedTo?._id)
      ? [row.assignedTo, ...staff]
      : staff;
  const options: StatusOption<string>[] = [
    { value: '', label: 'Unassigned', tone: 'slate' },
    ...people.map((s) => ({ value: s._id, label: s.name, tone: 'violet' as const })),
  ];
  return (
    <StatusSelect
      value={row.assignedTo?._id ?? ''}
      options={options}
      onChange={(id) =>
        update.mutate({
          id: row._id,
          patch: { assignedToId: id || null },
          assignee: people.find((s) => s._id === id) ?? null,
        })
      }
      isPending={isPending}
      disabled={assignees.isPending}
      label={`Assigned staff member for ${row.name}`}
      testId={`callback-assignee-${row._id}`}
    />
  );
}
