import { fullNameOf } from '@app/shared';

import { Avatar } from '@/components/ui/avatar';
import { useAuthStore } from '@/core/auth/auth-store';
import { useLogout } from '@/core/auth/use-logout';
import { formatDate } from '@/core/format-date';

import { EnrolmentsList } from '../components/enrolments-list.tsx';
import { LogoutButton } from '../components/logout-button.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { SectionCard } from '../components/section-card.tsx';

/** /profile: name and e-mail, the verified phone, enrolments, payments with receipts, log out. */
export default function ProfilePage() {
  const user = useAuthStore((s) => s.user);
  const { logout, isLoggingOut } = useLogout();
  // RequireAuth renders this page only with a user; the guard keeps types honest.
  if (!user) return null;
  const name = fullNameOf(user) || 'Your account';
  const logoutProps = { onLogout: () => void logout(), isLoggingOut };

  return (
    <>
      <title>My profile | KodeSchool</title>
      <section className="border-b border-slate-200 bg-white">
        <div className="container-page flex flex-wrap items-center gap-4 py-8 sm:gap-5 sm:py-10">
          <Avatar
            firstName={user.name.firstName}
            lastName={user.name.lastName}
            className="size-16 text-xl sm:size-20 sm:text-2xl"
          />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-brand-700">My profile</p>
            <h1
              data-testid="profile-name"
              className="mt-0.5 text-2xl font-extrabold break-words tracking-tight text-slate-900 sm:text-3xl"
            >
              {name}
            </h1>
            <p className="mt-0.5 text-sm text-slate-600">
              Member since {formatDate(user.createdAt)}
            </p>
          </div>
          <div className="hidden sm:block">
            <LogoutButton {...logoutProps} testId="profile-logout" />
          </div>
        </div>
      </section>

      <div className="container-page grid items-start gap-6 py-8 sm:py-10 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-8">
        <div className="space-y-6">
          <SectionCard
            id="details"
            title="Personal details"
            description="How we address you and where receipts go."
            testId="profile-details"
          >
            <ProfileForm key={user.updatedAt} user={user} />
          </SectionCard>
          <div className="sm:hidden">
            <LogoutButton {...logoutProps} testId="profile-logout-mobile" fullWidth />
          </div>
        </div>
        <div className="min-w-0 space-y-6">
          <SectionCard
            id="enrolments"
            title="My enrolments"
            description="Open a batch to continue learning."
            testId="profile-enrolments-card"
          >
            <EnrolmentsList />
          </SectionCard>
          <SectionCard
            id="payments"
            title="Payments"
            description="Every payment you made, with receipts for completed ones."
            testId="profile-payments-card"
          >
            <PaymentsTable />
          </SectionCard>
        </div>
      </div>
    </>
  );
}
