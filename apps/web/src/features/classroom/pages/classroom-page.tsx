import { Compass, GraduationCap } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

import { COMMERCE_MSG, plural, type BatchStatus, type ClassroomBatch } from '@app/shared';

import { GlowBand } from '@/components/site/glow-band';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError } from '@/components/ui/load-error';
import { StatusPanel } from '@/components/ui/status-panel';
import { getErrorMessage } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';

import { CLASSROOM_LOAD_FAILED, useClassroom } from '../api/get-classroom.ts';
import { BatchCard } from '../components/batch-card.tsx';
import { BatchDetail } from '../components/batch-detail.tsx';

const STATUS_ORDER: Record<BatchStatus, number> = { ongoing: 0, upcoming: 1, completed: 2 };

/** /classroom: the student's batches; ?batch=id (or a single batch) opens that batch. */
export default function ClassroomPage() {
  const { data: batches, error, refetch, isFetching } = useClassroom();
  const [params] = useSearchParams();
  const selectedId = params.get('batch');

  if (!batches) {
    if (error) {
      return (
        <>
          <title>My classroom | KodeSchool</title>
          <LoadError
            testId="classroom-error"
            className="container-page py-20 sm:py-24"
            title={CLASSROOM_LOAD_FAILED}
            message={getErrorMessage(error, CLASSROOM_LOAD_FAILED)}
            onRetry={() => void refetch()}
            isRetrying={isFetching}
          />
        </>
      );
    }
    return <ClassroomSkeleton />;
  }

  const selected = selectedId
    ? batches.find((b) => b.batch._id === selectedId)
    : batches.length === 1
      ? batches[0]
      : undefined;
  if (selected)
    return <BatchDetail key={selected.batch._id} item={selected} hasOthers={batches.length > 1} />;

  return (
    <ClassroomList
      batches={batches}
      notice={selectedId && batches.length > 0 ? COMMERCE_MSG.notEnrolled : null}
    />
  );
}

function ClassroomHeader({ count }: { count?: number }) {
  const firstName = useAuthStore((s) => s.user?.name.firstName);
  return (
    <GlowBand>
      <div className="container-page pt-10 pb-20 sm:pt-12 sm:pb-24">
        <p className="text-sm font-semibold text-brand-200">
          {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">My classroom</h1>
        <p className="mt-2 max-w-2xl text-brand-100/90">
          {count === undefined
            ? 'Your batches, lessons and announcements in one place.'
            : count === 0
              ? 'Your batches will appear here once you enrol.'
              : `You are enrolled in ${plural(count, 'batch', 'batches')}. Pick one to continue where you left off.`}
        </p>
      </div>
    </GlowBand>
  );
}

function ClassroomList({ batches, notice }: { batches: ClassroomBatch[]; notice: string | null }) {
  const sorted = [...batches].sort(
    (a, b) =>
      STATUS_ORDER[a.batch.status] - STATUS_ORDER[b.batch.status] ||
      a.batch.startDate.localeCompare(b.batch.startDate),
  );
  return (
    <>
      <title>My classroom | KodeSchool</title>
      <ClassroomHeader count={batches.length} />
      <div className="container-page relative -mt-12 pb-20 sm:pb-24">
        {notice && (
          <div className="mb-6">
            <FormAlert message={notice} testId="classroom-notice" />
          </div>
        )}
        {batches.length === 0 ? (
          <div data-testid="classroom-empty" className="card px-6 py-14 sm:py-16">
            <StatusPanel
              icon={GraduationCap}
              title="No batches yet"
              description="Once you enrol in a batch, its lessons, schedule and announcements live here."
              actions={
                <Link to="/courses" className={buttonStyles({ size: 'lg' })}>
                  <Compass className="size-4" aria-hidden="true" />
                  Browse courses
                </Link>
              }
            />
          </div>
        ) : (
          <ul
            role="list"
            data-testid="classroom-batches"
            className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
          >
            {sorted.map((item) => (
              <li key={item.enrolmentId}>
                <BatchCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function ClassroomSkeleton() {
  return (
    <div data-testid="classroom-loading" aria-busy="true">
      <title>My classroom | KodeSchool</title>
      <ClassroomHeader />
      <p role="status" className="sr-only">
        Loading your classroom...
      </p>
      <div
        className="container-page relative -mt-12 grid gap-5 pb-20 sm:grid-cols-2 lg:grid-cols-3"
        aria-hidden="true"
      >
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-80 animate-pulse rounded-2xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
