import { CalendarDays, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';

import type { KodexContest } from '@app/shared';

import { Drawer } from '@/components/admin/drawer';
import { ListError } from '@/components/admin/list-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/core/format-date';
import { useNow } from '@/core/hooks/use-now';

import { useDeleteKodexContest, useKodexContests } from '../api/admin-kodex.ts';
import { contestPhase } from '../lib/kodex-time.ts';
import { KodexContestForm, KODEX_CONTEST_FORM_ID } from './admin-kodex-contest-form.tsx';
import { KodexPhaseBadge } from './kodex-phase-badge.tsx';

type Mode = { kind: 'list' } | { kind: 'edit'; contest: KodexContest | null };

function ContestCard({ contest, onEdit }: { contest: KodexContest; onEdit: () => void }) {
  const remove = useDeleteKodexContest();
  const now = useNow(30_000);
  const [confirming, setConfirming] = useState(false);
  return (
    <li
      data-testid="kodex-contest-card"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{contest.title}</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <KodexPhaseBadge phase={contestPhase(contest, now)} />
            {!contest.isPublished && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                Draft
              </span>
            )}
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Edit ${contest.title}`}
            className="grid size-8 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${contest.title}`}
            className="grid size-8 place-items-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Starts</dt>
          <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
          <dd>{formatDateTime(contest.startDate)} IST</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Registered</dt>
          <Users className="size-4 text-slate-400" aria-hidden="true" />
          <dd>{contest.registeredCount} registered</dd>
        </div>
      </dl>
      {confirming && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <span>Delete this contest?</span>
          <span className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              size="sm"
              className="bg-red-600 hover:bg-red-700"
              isLoading={remove.isPending}
              onClick={() => remove.mutate(contest._id, { onSettled: () => setConfirming(false) })}
            >
              Delete
            </Button>
          </span>
        </div>
      )}
    </li>
  );
}

/** "Contests": every contest, and the form to create or edit one. */
export function KodexContestsDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const contests = useKodexContests();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [isSaving, setSaving] = useState(false);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setMode({ kind: 'list' });
  };
  const editing = mode.kind === 'edit';

  return (
    <Drawer
      open={open}
      onOpenChange={close}
      title={editing ? (mode.contest ? 'Edit contest' : 'New contest') : 'Contests'}
      description={
        editing
          ? 'A contest runs an external whizz of coding problems. Times are India time.'
          : 'Each contest is shown on /kodex while it is the running or next one.'
      }
      widthClassName="sm:max-w-2xl"
      testId="kodex-contests-drawer"
      footer={
        editing ? (
          <>
            <Button variant="ghost" size="sm" onClick={() => setMode({ kind: 'list' })}>
              Back
            </Button>
            <Button
              type="submit"
              form={KODEX_CONTEST_FORM_ID}
              size="sm"
              isLoading={isSaving}
              loadingText="Saving…"
              data-testid="contest-save"
            >
              Save contest
            </Button>
          </>
        ) : (
          <Button
            icon={Plus}
            size="sm"
            onClick={() => setMode({ kind: 'edit', contest: null })}
            data-testid="contest-new"
          >
            New contest
          </Button>
        )
      }
    >
      {editing ? (
        <KodexContestForm
          key={mode.contest?._id ?? 'new'}
          contest={mode.contest}
          onSaved={() => setMode({ kind: 'list' })}
          onPendingChange={setSaving}
        />
      ) : contests.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-brand-600" label="Loading contests" />
        </div>
      ) : contests.isError ? (
        <ListError
          message="Failed to load the contests"
          onRetry={() => void contests.refetch()}
          isRetrying={contests.isFetching}
        />
      ) : contests.data.length === 0 ? (
        <p className="py-12 text-center text-sm text-slate-600">
          No contests yet. Create an external whizz of coding problems, then a contest for it.
        </p>
      ) : (
        <ul className="space-y-3">
          {contests.data.map((c) => (
            <ContestCard
              key={c._id}
              contest={c}
              onEdit={() => setMode({ kind: 'edit', contest: c })}
            />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
