import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { ID_PATTERN, plural, STAFF_MSG, type UserDetail } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { buttonStyles } from '@/components/ui/button-styles';
import { RecordLoader } from '@/components/ui/record-loader';
import { useAuthStore } from '@/core/auth/auth-store';
import { formatDate } from '@/core/format-date';

import { USER_FETCH_FAILED, useUser } from '../api/get-user.ts';
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
  return (
    <RecordLoader
      query={query}
      isValidId={isValid}
      invalidId={{
        title: 'Invalid user ID',
        description: 'A user id is 24 characters of 0–9 and a–f. Check the address.',
      }}
      notFound={{
        title: STAFF_MSG.userNotFound,
        description: 'The account may have been removed, or the link is wrong.',
      }}
      failedMessage={USER_FETCH_FAILED}
      loadingLabel="Loading user…"
      back={{ to: '/admin/users', label: 'All users' }}
      testId="user-error"
    >
      {(detail) => <UserView detail={detail} />}
    </RecordLoader>
  );
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
