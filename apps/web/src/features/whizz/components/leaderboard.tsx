import { clsx } from 'clsx';
import { Medal } from 'lucide-react';

import { PaginationBar } from '@/components/admin/pagination-bar';
import { InlineError } from '@/components/ui/inline-error';
import { Spinner } from '@/components/ui/spinner';
import { TableHead, YouTag } from '@/components/ui/table-head';
import { getErrorMessage } from '@/core/api-client';

import { useLeaderboard } from '../api/queries.ts';
import { LEADERBOARD_LOAD_FAILED } from '../api/whizz-api.ts';
import { formatDuration } from '../lib/clock.ts';

const COLUMNS = [
  { label: 'Rank', className: 'w-16 px-4 py-2.5' },
  { label: 'Name', className: 'px-2 py-2.5' },
  { label: 'Score', className: 'px-2 py-2.5 text-right' },
  { label: 'Time', className: 'hidden px-4 py-2.5 text-right sm:table-cell' },
];
const MEDALS = ['text-amber-500', 'text-slate-400', 'text-orange-600'];

/** The whizz's leaderboard, a page at a time, with my row highlighted. */
export function Leaderboard({
  whizzId,
  page,
  onPage,
  totalScore,
}: {
  whizzId: string;
  page: number;
  onPage: (p: number) => void;
  totalScore: number;
}) {
  const query = useLeaderboard(whizzId, page);
  const data = query.data;
  if (query.isError && !data) {
    return (
      <InlineError
        message={getErrorMessage(query.error, LEADERBOARD_LOAD_FAILED)}
        onRetry={() => void query.refetch()}
        testId="leaderboard-error"
      />
    );
  }
  if (!data) {
    return (
      <p className="flex items-center gap-2 py-8 text-sm text-slate-600" role="status">
        <Spinner className="size-4" /> Loading the leaderboard...
      </p>
    );
  }
  return (
    <div
      className={clsx('card overflow-hidden', query.isFetching && 'opacity-70')}
      data-testid="leaderboard"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Leaderboard</caption>
        <TableHead
          columns={COLUMNS}
          className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase"
        />
        <tbody className="divide-y divide-slate-100">
          {data.leaderboard.map((row) => (
            <tr
              key={`${row.rank}-${row.name}-${row.submittedAt}`}
              className={clsx(row.isYou && 'bg-brand-50')}
              data-testid="leaderboard-row"
              data-you={row.isYou ? 'true' : undefined}
              aria-current={row.isYou ? 'true' : undefined}
            >
              <td className="px-4 py-3 font-semibold text-slate-900 tabular-nums">
                <span className="inline-flex items-center gap-1">
                  {row.rank <= 3 && (
                    <Medal className={clsx('size-4', MEDALS[row.rank - 1])} aria-hidden="true" />
                  )}
                  {row.rank}
                </span>
              </td>
              <td className="px-2 py-3 text-slate-900">
                <span className={clsx(row.isYou && 'font-semibold')}>{row.name}</span>
                {row.isYou && <YouTag />}
                <span className="block text-xs text-slate-600 sm:hidden">
                  {formatDuration(row.timeTakenSeconds)}
                </span>
              </td>
              <td className="px-2 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {row.score}
                <span className="font-normal text-slate-600"> / {totalScore}</span>
              </td>
              <td className="hidden px-4 py-3 text-right whitespace-nowrap text-slate-600 tabular-nums sm:table-cell">
                {formatDuration(row.timeTakenSeconds)}
              </td>
            </tr>
          ))}
          {data.leaderboard.length === 0 && (
            <tr>
              <td colSpan={4} className="px-4 py-8 text-center text-slate-600">
                No one has submitted yet.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {data.pagination.totalPages > 1 && (
        <PaginationBar
          variant="compact"
          pagination={data.pagination}
          onPageChange={onPage}
          itemLabel="entries"
          className="border-t border-slate-200 px-4 py-2.5"
        />
      )}
    </div>
  );
}
