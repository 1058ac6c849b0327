import { clsx } from 'clsx';
import { Award, Inbox, Mail } from 'lucide-react';

import { EMAIL_AUDIENCE_LABELS, plural, type Campaign } from '@app/shared';

import { ListError } from '@/components/admin/list-error';
import { Pill } from '@/components/admin/pill';
import { IconTile } from '@/components/ui/icon-tile';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/core/format-date';

import type { useCampaigns } from '../api/campaigns-api.ts';

const STATUS = {
  queued: { label: 'Queued', tone: 'slate' },
  sending: { label: 'Sending', tone: 'amber' },
  done: { label: 'Done', tone: 'green' },
} as const;

/**
 * The bulk e-mail or certificate runs of a webinar, newest first, each with its live counts
 * (the query polls while a run is sending).
 */
export function CampaignList({
  query,
  kind,
}: {
  query: ReturnType<typeof useCampaigns>;
  kind: Campaign['kind'];
}) {
  const runs = (query.data ?? []).filter((c) => c.kind === kind);
  const empty =
    kind === 'email' ? 'No e-mail has been sent yet.' : 'No certificates have been sent yet.';
  return (
    <section aria-labelledby={`${kind}-runs-title`} className="card overflow-hidden">
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id={`${kind}-runs-title`} className="text-base font-semibold text-slate-900">
          {kind === 'email' ? 'Sent e-mails' : 'Certificate runs'}
        </h2>
        {query.isFetching && query.data && (
          <span className="flex items-center gap-1.5 text-xs text-slate-500">
            <Spinner className="size-3.5 text-brand-600" />
            Updating
          </span>
        )}
      </header>
      {query.isError && !query.data ? (
        <ListError
          message="Could not load the runs"
          detail={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.isPending ? (
        <div className="flex items-center justify-center gap-2 py-10 text-sm text-slate-600">
          <Spinner className="size-5 text-brand-600" />
          <span role="status">Loading…</span>
        </div>
      ) : runs.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-10 text-center text-sm text-slate-600">
          <IconTile icon={Inbox} />
          {empty}
        </div>
      ) : (
        <ul className="divide-y divide-slate-200">
          {runs.map((run) => (
            <RunRow key={run._id} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RunRow({ run }: { run: Campaign }) {
  const done = run.sent + run.failed;
  const pct = run.total > 0 ? Math.round((done / run.total) * 100) : 100;
  const status = STATUS[run.status];
  const Icon = run.kind === 'email' ? Mail : Award;
  return (
    <li className="px-4 py-4 sm:px-5" data-testid="campaign-row" data-status={run.status}>
      <div className="flex items-start gap-3">
        <IconTile
          icon={Icon}
          className="mt-0.5 size-9 shrink-0 bg-brand-50 text-brand-700"
          iconClassName="size-4"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <p className="min-w-0 font-semibold break-words text-slate-900">
              {run.kind === 'email' ? run.subject : 'Certificates'}
            </p>
            <Pill tone={status.tone} testId="campaign-status">
              {status.label}
            </Pill>
          </div>
          <p className="mt-0.5 text-xs text-slate-500">
            {run.kind === 'email' && <>{EMAIL_AUDIENCE_LABELS[run.audience]} · </>}
            {plural(run.total, 'recipient')} · started {formatDateTime(run.createdAt)}
            {run.finishedAt && <> · finished {formatDateTime(run.finishedAt)}</>}
          </p>
          <div
            className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label="Progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
          >
            <div className="flex h-full transition-[width] duration-500">
              <span
                className="h-full bg-emerald-500"
                style={{ width: `${run.total ? (run.sent / run.total) * 100 : 0}%` }}
              />
              <span
                className="h-full bg-red-500"
                style={{ width: `${run.total ? (run.failed / run.total) * 100 : 0}%` }}
              />
            </div>
          </div>
          <p
            className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums"
            data-testid="campaign-counts"
            aria-live="polite"
          >
            <Count label="Queued" value={run.queued} className="text-slate-700" />{' '}
            <Count label="Sent" value={run.sent} className="text-emerald-800" />{' '}
            <Count
              label="Failed"
              value={run.failed}
              className={run.failed > 0 ? 'text-red-700' : 'text-slate-700'}
            />
          </p>
        </div>
      </div>
    </li>
  );
}

function Count({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <span className={clsx('font-medium', className)}>
      {label} {value}
    </span>
  );
}
