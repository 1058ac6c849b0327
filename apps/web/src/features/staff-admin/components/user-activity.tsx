import { ArrowUpRight, History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import type { UserDetail } from '@app/shared';

import { SegmentButton } from '@/components/admin/segment-choice';

import { ActivityList } from './activity-entry.tsx';

type Tab = 'underwent' | 'performed';

/** What was done to the account and what the account did as staff (20 newest of each). */
export function UserActivity({
  userId,
  activity,
}: {
  userId: string;
  activity: UserDetail['activity'];
}) {
  const [tab, setTab] = useState<Tab>('underwent');
  const tabs: { key: Tab; label: string; count: number }[] = [
    { key: 'underwent', label: 'Done to them', count: activity.underwent.length },
    { key: 'performed', label: 'Done by them', count: activity.performed.length },
  ];
  const more =
    tab === 'underwent'
      ? `/admin/activity-logs?entity=user&entityId=${userId}`
      : `/admin/activity-logs?actorId=${userId}`;

  return (
    <section
      className="card overflow-hidden"
      aria-labelledby="activity-title"
      data-testid="section-activity"
    >
      <header className="flex flex-col gap-3 border-b border-slate-200 px-5 py-3.5 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="activity-title" className="flex items-center gap-2.5 font-semibold text-slate-900">
          <span className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <History className="size-4" aria-hidden="true" />
          </span>
          Activity
        </h2>
        <div
          role="tablist"
          aria-label="Activity"
          className="flex gap-1 rounded-xl bg-slate-100 p-1"
        >
          {tabs.map((t) => (
            <SegmentButton
              key={t.key}
              role="tab"
              isOn={tab === t.key}
              aria-controls="user-activity-panel"
              data-testid={`activity-tab-${t.key}`}
              onClick={() => setTab(t.key)}
              className="flex-1 rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors"
            >
              {t.label} <span className="text-slate-500 tabular-nums">{t.count}</span>
            </SegmentButton>
          ))}
        </div>
      </header>
      <div id="user-activity-panel" role="tabpanel">
        <ActivityList
          entries={activity[tab]}
          pageUserId={userId}
          empty={
            tab === 'underwent'
              ? 'No staff changes to this account yet.'
              : 'This account has made no staff changes.'
          }
        />
      </div>
      <footer className="border-t border-slate-200 px-5 py-3">
        <Link
          to={more}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          All of it in Activity Logs <ArrowUpRight className="size-4" aria-hidden="true" />
        </Link>
      </footer>
    </section>
  );
}
