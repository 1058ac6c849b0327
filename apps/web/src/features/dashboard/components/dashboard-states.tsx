import {
  BarChart3,
  CalendarX2,
  CircleAlert,
  Megaphone,
  UserPlus,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { IconTextButton } from '@/components/ui/icon-text-button';
import { RetryButton } from '@/components/ui/retry-button';

import { ChartCard } from './chart-card.tsx';

const pulse = 'animate-pulse rounded-lg bg-slate-200/70';

function FigureSkeleton({ className }: { className?: string }) {
  return (
    <div className={`card p-4 sm:p-5 ${className ?? ''}`} aria-hidden="true">
      <div className={`${pulse} h-3 w-28`} />
      <div className={`${pulse} mt-3 h-8 w-24`} />
      <div className={`${pulse} mt-3 h-3 w-40`} />
    </div>
  );
}

/** The figures' places while the first answer is on its way. */
export function FiguresSkeleton() {
  return (
    <div role="status" aria-label="Loading the figures" className="space-y-4 sm:space-y-5">
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        <div
          className="card p-4 sm:col-span-2 sm:p-5 lg:col-span-1 lg:row-span-2"
          aria-hidden="true"
        >
          <div className={`${pulse} h-3 w-32`} />
          <div className={`${pulse} mt-3 h-10 w-28`} />
          <div className={`${pulse} mt-5 h-2.5 w-full rounded-full`} />
          <div className="mt-5 grid grid-cols-2 gap-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={`${pulse} h-10`} />
            ))}
          </div>
        </div>
        {[0, 1, 2, 3].map((i) => (
          <FigureSkeleton key={i} />
        ))}
      </div>
      <div className={`card h-24 sm:h-20`} aria-hidden="true">
        <div className={`${pulse} m-4 h-4 w-32`} />
      </div>
    </div>
  );
}

function PlotSkeleton({ height }: { height: number }) {
  // Bars of varied height read as "a chart is coming", not as a blank box.
  const bars = [38, 62, 45, 80, 56, 70, 48, 90, 64, 52, 74, 40];
  return (
    <div className="flex items-end gap-2 px-3" style={{ height }} aria-hidden="true">
      {bars.map((h, i) => (
        <div key={i} className={`${pulse} flex-1 rounded-b-none`} style={{ height: `${h}%` }} />
      ))}
    </div>
  );
}

/** The charts' frames while recharts or the data loads. */
export function ChartsSkeleton() {
  return (
    <div role="status" aria-label="Loading the charts" className="grid gap-4 sm:gap-5">
      <ChartCard icon={UserPlus} title="Registrations per day" description="Loading…">
        <PlotSkeleton height={288} />
      </ChartCard>
      <div className="grid gap-4 sm:gap-5 xl:grid-cols-2">
        <ChartCard icon={Wallet} title="Revenue per week" description="Loading…">
          <PlotSkeleton height={260} />
        </ChartCard>
        <ChartCard icon={Megaphone} title="Leads and conversions by source" description="Loading…">
          <PlotSkeleton height={260} />
        </ChartCard>
      </div>
    </div>
  );
}

const NOTICE_TONES = {
  red: 'bg-red-50 text-red-700 ring-red-50/50',
  brand: 'bg-brand-50 text-brand-700 ring-brand-50/50',
};

/** A whole-dashboard message in place of the figures: a big icon, a title, a line and an action. */
function DashboardNotice({
  icon: Icon,
  tone,
  title,
  className,
  children,
  action,
  ...rest
}: ComponentProps<'div'> & {
  icon: LucideIcon;
  tone: keyof typeof NOTICE_TONES;
  title: string;
  action: ReactNode;
  'data-testid': string;
}) {
  return (
    <div
      className={`card flex flex-col items-center px-6 py-14 text-center ${className ?? ''}`}
      {...rest}
    >
      <span
        className={`mb-4 grid size-14 place-items-center rounded-2xl ring-8 ${NOTICE_TONES[tone]}`}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children}
      {action}
    </div>
  );
}

/** The dashboard could not be loaded: the reason (the server's when it gave one) and a retry. */
export function DashboardError({
  message,
  ...retry
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <DashboardNotice
      role="alert"
      icon={CircleAlert}
      tone="red"
      title="Could not load the dashboard"
      data-testid="dashboard-error"
      action={
        <RetryButton
          className="mt-5"
          onRetry={retry.onRetry}
          isRetrying={retry.isRetrying}
          loadingText="Retrying…"
          testId="dashboard-retry"
        />
      }
    >
      <p className="mt-1 max-w-md text-sm text-slate-600" data-testid="dashboard-error-message">
        {message}
      </p>
    </DashboardNotice>
  );
}

/** Nothing was registered, paid, enrolled or attempted in the range. */
export function DashboardEmpty({ onWiden }: { onWiden: (() => void) | null }) {
  return (
    <DashboardNotice
      icon={CalendarX2}
      tone="brand"
      title="Nothing happened in this range"
      className="border-dashed"
      data-testid="dashboard-empty"
      action={
        onWiden && (
          <IconTextButton
            icon={BarChart3}
            variant="secondary"
            size="sm"
            className="mt-5"
            onClick={onWiden}
          >
            Show the last 90 days
          </IconTextButton>
        )
      }
    >
      <p className="mt-1 max-w-md text-sm text-slate-600">
        No registrations, payments, enrolments or quiz attempts between these dates. The figures
        under “Right now” still show the school today.
      </p>
    </DashboardNotice>
  );
}
