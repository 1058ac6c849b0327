import { clsx } from 'clsx';
import { Ban, BadgeCheck, ChevronDown, History, UserRound, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { describeActivity, isStaffRole, plural, ROLE_LABELS, type ActivityLog } from '@app/shared';

import { formatDateTime } from '@/core/format-date';

import { relatedUserId } from '../lib/changes.ts';
import { humanize } from '../lib/format.ts';
import { ChangesTable } from './changes-table.tsx';

/** The entry's icon and its tile colour: bans red, verifications green, the rest brand. */
function iconOf(entry: ActivityLog): { icon: LucideIcon; tone: string } {
  if (entry.entity === 'ban') return { icon: Ban, tone: 'bg-red-50 text-red-700' };
  if (entry.action.endsWith('verify'))
    return { icon: BadgeCheck, tone: 'bg-emerald-50 text-emerald-700' };
  if (entry.entity === 'user') return { icon: UserRound, tone: 'bg-brand-50 text-brand-700' };
  return { icon: History, tone: 'bg-slate-100 text-slate-600' };
}

const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 6)}…${id.slice(-4)}` : id);

/**
 * The record an entry is about, in the entry's words: a link to the person's page when it is a
 * user (or a ban on one), "this user" on that user's own page.
 */
function EntrySubject({
  entry,
  text,
  pageUserId,
}: {
  entry: ActivityLog;
  text: string;
  pageUserId?: string;
}) {
  const related = relatedUserId(entry);
  const userId = entry.entity === 'user' ? entry.entityId : entry.entity === 'ban' ? related : null;
  if (userId && userId === pageUserId) {
    return <span className="font-semibold text-slate-900">this user</span>;
  }
  if (userId) {
    return (
      <Link
        to={`/admin/users/${userId}`}
        className="font-semibold text-brand-700 hover:underline"
        data-testid={entry.entity === 'user' ? 'activity-entity-link' : 'activity-related-user'}
      >
        {text}
      </Link>
    );
  }
  return <span className="font-semibold break-words text-slate-900">{text}</span>;
}

/**
 * One activity-log entry: who (name, role), what in words ("Created coding problem
 * “Fibonacci”"), the request it came from (request id, IP) and when (IST), with its changed
 * fields before → after on demand.
 */
export function ActivityEntry({
  entry,
  isOpenByDefault = false,
  pageUserId,
}: {
  entry: ActivityLog;
  isOpenByDefault?: boolean;
  /** On a user page: that user's id, so entries about them read "this user". */
  pageUserId?: string;
}) {
  const [isOpen, setOpen] = useState(isOpenByDefault);
  const panelId = useId();
  const fields = Object.keys(entry.changes);
  const { lead, subject, tail } = describeActivity(entry);
  const role = entry.actor?.role;
  const { icon: Icon, tone } = iconOf(entry);

  return (
    <li
      className="px-4 py-4 sm:px-5"
      data-testid="activity-entry"
      data-action={entry.action}
      data-entity={entry.entity}
      data-entity-id={entry.entityId ?? undefined}
    >
      <div className="flex gap-3">
        <span
          className={clsx(
            'mt-0.5 hidden size-9 shrink-0 place-items-center rounded-xl sm:grid',
            tone,
          )}
        >
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <p className="min-w-0 text-sm text-slate-700" data-testid="activity-summary">
              {lead}
              {subject && (
                <>
                  {' '}
                  <EntrySubject entry={entry} text={subject} pageUserId={pageUserId} />
                </>
              )}
              {tail}
            </p>
            <time
              dateTime={entry.createdAt}
              className="shrink-0 text-xs font-medium whitespace-nowrap text-slate-500"
            >
              {formatDateTime(entry.createdAt)} IST
            </time>
          </div>
          <p className="mt-1 text-sm text-slate-600" data-testid="activity-actor">
            by{' '}
            {entry.actor ? (
              <>
                <span className="font-medium text-slate-800">{entry.actor.name}</span>
                {role && (
                  <span className="text-slate-500">
                    {' '}
                    · {isStaffRole(role) ? ROLE_LABELS[role] : humanize(role)}
                  </span>
                )}
              </>
            ) : (
              <span className="font-medium text-slate-800">the system</span>
            )}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-500">
            {entry.entityId && (
              <span title={entry.entityId}>
                Record <span className="font-mono text-slate-600">{shortId(entry.entityId)}</span>
              </span>
            )}
            {entry.requestId && (
              <span>
                Request <span className="font-mono text-slate-600">{entry.requestId}</span>
              </span>
            )}
            {entry.ip && (
              <span>
                IP <span className="font-mono text-slate-600">{entry.ip}</span>
              </span>
            )}
          </p>
          {fields.length > 0 && (
            <button
              type="button"
              onClick={() => setOpen((v) => !v)}
              aria-expanded={isOpen}
              aria-controls={panelId}
              data-testid="activity-changes-toggle"
              className="mt-2 inline-flex max-w-full items-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              <ChevronDown
                className={clsx('size-4 shrink-0 transition-transform', isOpen && 'rotate-180')}
                aria-hidden="true"
              />
              <span className="truncate">
                {plural(fields.length, 'change')}:{' '}
                <span className="font-normal text-slate-600">{fields.join(', ')}</span>
              </span>
            </button>
          )}
          {isOpen && (
            <div id={panelId} className="mt-2">
              <ChangesTable changes={entry.changes} />
            </div>
          )}
        </div>
      </div>
    </li>
  );
}

/** A list of entries, or a quiet line when there are none. */
export function ActivityList({
  entries,
  empty,
  pageUserId,
}: {
  entries: ActivityLog[];
  empty: string;
  pageUserId?: string;
}) {
  if (entries.length === 0) return <p className="px-5 py-6 text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {entries.map((entry) => (
        <ActivityEntry key={entry._id} entry={entry} pageUserId={pageUserId} />
      ))}
    </ul>
  );
}
