import { clsx } from 'clsx';

import { UnderlineTab } from '@/components/admin/segment-choice';
import { Spinner } from '@/components/ui/spinner';

import type { ApprovalStatus } from '../api/commerce-admin-keys.ts';

const TABS: { key: ApprovalStatus; label: string }[] = [
  { key: 'pending_approval', label: 'Pending' },
  { key: 'paid', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
];

/** Pending / Approved / Rejected, with the number waiting on Pending. */
export function ApprovalTabs({
  value,
  onChange,
  pendingCount,
  isFetching = false,
}: {
  value: ApprovalStatus;
  onChange: (status: ApprovalStatus) => void;
  pendingCount?: number;
  /** A re-read is in flight: a small spinner at the end of the row. */
  isFetching?: boolean;
}) {
  return (
    <div className="flex items-center border-b border-slate-200 pr-4">
      <div
        role="tablist"
        aria-label="Review status"
        className="-mb-px flex flex-1 gap-1 overflow-x-auto px-4"
      >
        {TABS.map((tab) => (
          <UnderlineTab
            key={tab.key}
            isOn={tab.key === value}
            data-testid={`approval-tab-${tab.key}`}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
            {tab.key === 'pending_approval' && pendingCount !== undefined && (
              <span
                data-testid="pending-count"
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                  pendingCount > 0 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-600',
                )}
              >
                {pendingCount}
              </span>
            )}
          </UnderlineTab>
        ))}
      </div>
      {isFetching && <Spinner className="size-4 shrink-0 text-brand-600" label="Loading" />}
    </div>
  );
}
