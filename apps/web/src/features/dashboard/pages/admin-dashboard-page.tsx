import { clsx } from 'clsx';
import { CalendarX2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import type { Dashboard } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { InlineError } from '@/components/ui/inline-error';

import { DASHBOARD_FETCH_FAILED, useDashboard } from '../api/get-dashboard.ts';
import {
  ChartsSkeleton,
  DashboardEmpty,
  DashboardError,
  FiguresSkeleton,
} from '../components/dashboard-states.tsx';
import { RangeFigures } from '../components/figure-cards.tsx';
import { NowFigures } from '../components/now-figures.tsx';
import { OperatorWarnings } from '../components/operator-warnings.tsx';
import { RangeControl } from '../components/range-control.tsx';
import { isRangeEmpty } from '../lib/chart-data.ts';
import { dayCount, readRange, writeRange, type RangeChoice } from '../lib/date-range.ts';

// recharts is fetched only by this page (see dashboard-charts.tsx): the download starts when the
// page opens, alongside the figures' request, and the charts render once both are in.
const loadCharts = () => import('../components/dashboard-charts.tsx');
const DashboardCharts = lazy(loadCharts);

/** /admin/dashboard: headline figures and charts for a date range kept in the URL. */
export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => readRange(params), [params]);
  const query = useDashboard({ from: range.from, to: range.to }, range.error === null);
  useEffect(() => {
    void loadCharts();
  }, []);

  const choose = useCallback(
    (choice: RangeChoice) => setParams((current) => writeRange(current, choice), { replace: true }),
    [setParams],
  );

  let body;
  if (range.error !== null) {
    body = <InvalidRange onReset={() => choose({ preset: '30d' })} />;
  } else if (query.isPending) {
    body = (
      <div className="space-y-4 sm:space-y-5">
        <FiguresSkeleton />
        <ChartsSkeleton />
      </div>
    );
  } else if (!query.data) {
    body = (
      <DashboardError
        message={query.error?.message || DASHBOARD_FETCH_FAILED}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    const canWiden = dayCount(range) < 90;
    body = (
      <>
        {query.isError && (
          <div className="mb-4">
            <InlineError
              message={query.error.message || DASHBOARD_FETCH_FAILED}
              onRetry={() => void query.refetch()}
              testId="dashboard-refresh-error"
            />
          </div>
        )}
        <DashboardBody
          dashboard={query.data}
          isStale={query.isPlaceholderData}
          onWiden={canWiden ? () => choose({ preset: '90d' }) : null}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-[96rem]">
      <title>Dashboard | KodeSchool Admin</title>
      <AdminPageHeader
        title="Dashboard"
        description="How the school is doing: leads, sales and learning, for the dates you choose."
      />
      <OperatorWarnings warnings={query.data?.warnings ?? []} />
      <RangeControl
        range={range}
        onChange={choose}
        isUpdating={query.isFetching && !query.isPending}
      />
      {body}
    </div>
  );
}

function DashboardBody({
  dashboard,
  isStale,
  onWiden,
}: {
  dashboard: Dashboard;
  isStale: boolean;
  onWiden: (() => void) | null;
}) {
  return (
    <div
      className={clsx('space-y-4 transition-opacity sm:space-y-5', isStale && 'opacity-60')}
      aria-busy={isStale || undefined}
      data-testid="dashboard-body"
    >
      <h2 className="sr-only">Figures for the chosen dates</h2>
      <RangeFigures figures={dashboard.figures} />
      <NowFigures figures={dashboard.figures} />
      {isRangeEmpty(dashboard) ? (
        <DashboardEmpty onWiden={onWiden} />
      ) : (
        <Suspense fallback={<ChartsSkeleton />}>
          <DashboardCharts dashboard={dashboard} />
        </Suspense>
      )}
    </div>
  );
}

function InvalidRange({ onReset }: { onReset: () => void }) {
  return (
    <div
      className="card flex flex-col items-center border-dashed px-6 py-14 text-center"
      data-testid="dashboard-invalid-range"
    >
      <CalendarX2 className="mb-3 size-8 text-slate-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">These dates cannot be shown</p>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        Fix the dates above and apply them, or go back to the last 30 days.
      </p>
      <Button variant="secondary" size="sm" className="mt-5" onClick={onReset}>
        Show the last 30 days
      </Button>
    </div>
  );
}
