import { Pencil, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';

import { ASSESS_MSG, ID_PATTERN, plural } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { QueryListCard } from '@/components/admin/query-list-card';
import { tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';
import { buttonStyles } from '@/components/ui/button-styles';
import { StatusPanel } from '@/components/ui/status-panel';
import { formatDateTime } from '@/core/format-date';

import { useWhizzAttempts } from '../api/get-attempts.ts';
import { ATTEMPTS_FETCH_FAILED, useAdminWhizz } from '../api/whizz-admin-api.ts';
import { AttemptsTable } from '../components/attempts-table.tsx';
import { scheduleLabel } from '../lib/whizz-form.ts';

const NO_FILTERS = {} as const;

/** /admin/whizz/{id}/attempts: every attempt, ranked, with time taken and tab switches. */
export default function AdminWhizzAttemptsPage() {
  const { id = '' } = useParams();
  const isValidId = ID_PATTERN.test(id);
  const list = useListPage(NO_FILTERS);
  const whizz = useAdminWhizz(id, isValidId);
  const query = useWhizzAttempts(id, list.page, list.limit, isValidId);
  const data = query.data;
  const w = whizz.data;

  const summary = useMemo(() => {
    if (!data) return null;
    const flagged = data.attempts.filter((a) => a.tabSwitches > 0).length;
    return { total: data.pagination.totalItems, flagged };
  }, [data]);

  if (!isValidId) {
    return (
      <StatusPanel
        icon={SearchX}
        tone="danger"
        title={ASSESS_MSG.whizzNotFound}
        description="This link does not point to a whizz. Open it from the whizz list."
        actions={
          <Link to="/admin/whizz" className={buttonStyles({ variant: 'secondary' })}>
            Back to whizz
          </Link>
        }
        className="py-16"
      />
    );
  }

  return (
    <div className="mx-auto max-w-[96rem]">
      <title>Whizz results | KodeSchool Admin</title>
      <AdminPageHeader
        back={{ to: '/admin/whizz', label: 'All whizz' }}
        title={w ? `Results: ${w.title}` : 'Results'}
        description={
          w ? (
            <span data-testid="attempts-summary">
              {formatDateTime(w.startDate)} IST · {scheduleLabel(w)} ·{' '}
              {plural(w.questions.length, 'question')} · out of {w.totalScore}
              {summary && <> · {plural(summary.total, 'attempt')}</>}
            </span>
          ) : (
            'Ranked by score, then by time taken.'
          )
        }
        actions={
          w && (
            <Link
              to={`/admin/whizz/update/${w._id}`}
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit whizz
            </Link>
          )
        }
      />
      <QueryListCard
        query={query}
        list={list}
        itemLabel="attempts"
        failedMessage={
          query.error?.message === ASSESS_MSG.whizzNotFound
            ? ASSESS_MSG.whizzNotFound
            : ATTEMPTS_FETCH_FAILED
        }
      >
        <AttemptsTable
          rows={data?.attempts ?? []}
          totalScore={w?.totalScore ?? null}
          {...tableStateOf(query)}
        />
      </QueryListCard>
    </div>
  );
}
