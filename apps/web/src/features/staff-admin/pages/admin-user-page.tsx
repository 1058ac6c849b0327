import { AlertTriangle, ArrowLeft, RotateCw } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { ID_PATTERN, plural, type UserDetail } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { hasStatus, isNotFound } from '@/core/api-client';
import { useAuthStore } from '@/core/auth/auth-store';
import { formatDate } from '@/core/format-date';

import { useUser } from '../api/get-user.ts';
import { UserAccessCard } from '../components/user-access-card.tsx';
import { UserActivity } from '../components/user-activity.tsx';
import { UserProfileCard } from '../components/user-profile-card.tsx';
import { UserBans, UserLearning } from '../components/user-records.tsx';
import { personName } from '../lib/format.ts';

const backLink = (
  <Link to="/admin/users" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
    <ArrowLeft className="size-4" aria-hidden="true" />
    All users
  </Link>
);

/** /admin/users/{userId}: one account, what it can do, and everything it did or underwent. */
export default function AdminUserPage() {
  const { userId = '' } = useParams();
  const isValid = ID_PATTERN.test(userId);
  const query = useUser(userId, isValid);

  if (!isValid) {
    return (
      <Problem
        title="Invalid user ID"
        description="A user id is 24 characters of 0–9 and a–f. Check the address."
      />
    );
  }
  if (query.isPending) {
    return (
      <div className="flex min-h-80 flex-col items-center justify-center gap-3 text-sm text-slate-600">
        <Spinner className="size-7 text-brand-600" />
        <p role="status">Loading user…</p>
      </div>
    );
  }
  if (query.isError) {
    const cause = query.error.cause;
    const isMissing = isNotFound(cause) || hasStatus(cause, 400);
    return (
      <Problem
        title={query.error.message}
        description={
          isMissing
            ? 'The account may have been removed, or the link is wrong.'
            : 'Check the connection and try again.'
        }
        onRetry={isMissing ? undefined : () => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <UserView detail={query.data} />;
}

function UserView({ detail }: { detail: UserDetail }) {
  const me = useAuthStore((s) => s.user);
  const actor = { id: me?._id ?? '', role: me?.role };
  const { user } = detail;
  return (
    <div className="mx-auto max-w-7xl" data-testid="user-page" data-user-id={user._id}>
      <AdminPageHeader
        title={personName(user)}
        description={`Joined ${formatDate(user.createdAt)} · ${plural(detail.enrolments.length, 'enrolment')} · ${plural(detail.payments.length, 'payment')}`}
        actions={backLink}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] xl:grid-cols-[24rem_minmax(0,1fr)]">
        <div className="space-y-6 lg:sticky lg:top-24">
          <UserProfileCard user={user} />
          <UserAccessCard user={user} actor={actor} />
        </div>
        <div className="space-y-6">
          <UserLearning detail={detail} />
          <UserBans bans={detail.bans} />
          <UserActivity userId={user._id} activity={detail.activity} />
        </div>
      </div>
    </div>
  );
}

function Problem({
  title,
  description,
  onRetry,
  isRetrying = false,
}: {
  title: string;
  description: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div role="alert" data-testid="user-error" className="card mx-auto mt-6 max-w-2xl px-6 py-14">
      <StatusPanel
        icon={AlertTriangle}
        tone="danger"
        title={title}
        description={description}
        actions={
          <>
            {backLink}
            {onRetry && (
              <Button onClick={onRetry} isLoading={isRetrying} loadingText="Retrying…">
                <RotateCw className="size-4" aria-hidden="true" />
                Try again
              </Button>
            )}
          </>
        }
      />
    </div>
  );
}
