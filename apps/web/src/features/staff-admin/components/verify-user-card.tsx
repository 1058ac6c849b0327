import { clsx } from 'clsx';
import { ArrowUpRight, BadgeCheck, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

import { STAFF_MSG, ZVerifyUserBody, canAccessAdminPath, type AdminUser } from '@app/shared';

import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { FormAlert } from '@/components/ui/form-alert';
import { IconTextButton } from '@/components/ui/icon-text-button';
import { useAuthStore } from '@/core/auth/auth-store';
import { formatDateTime } from '@/core/format-date';

import { useVerifyUser } from '../api/verify-user.ts';
import { phoneText } from '../lib/format.ts';
import { UserIdentity } from './user-identity.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The account a lookup found, and (while it is inactive) the note and "Verify user". */
export function VerifyUserCard({ user }: { user: AdminUser }) {
  const role = useAuthStore((s) => s.user?.role);
  const canOpenProfile = canAccessAdminPath(role, '/admin/users');
  return (
    <section className="card overflow-hidden" data-testid="verify-result" aria-label="Found user">
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <UserIdentity user={user} avatarClassName="size-12 text-base" headingTestId="verify-name" />
        {canOpenProfile && (
          <Link
            to={`/admin/users/${user._id}`}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            Full profile <ArrowUpRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      <dl className="grid gap-4 border-t border-slate-200 bg-slate-50/60 px-5 py-4 sm:grid-cols-3 sm:px-6">
        <Fact label="Phone">{phoneText(user.phone) ?? 'None yet'}</Fact>
        <Fact label="E-mail">{user.email ?? '—'}</Fact>
        <Fact label="Joined (IST)">{formatDateTime(user.createdAt)}</Fact>
      </dl>
      <div className="border-t border-slate-200 p-5 sm:p-6">
        {user.isActive ? <VerifiedState user={user} /> : <VerifyForm key={user._id} user={user} />}
      </div>
    </section>
  );
}

function VerifiedState({ user }: { user: AdminUser }) {
  const byHand = user.verifiedBy !== null;
  return (
    <div
      className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3.5 text-emerald-900 ring-1 ring-emerald-200 ring-inset"
      data-testid="verify-done"
      role="status"
    >
      <BadgeCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          {byHand
            ? `Verified by ${user.verifiedBy!.name}`
            : 'Active: this user verified their phone'}
        </p>
        {byHand && user.verificationNote && (
          <p className="mt-0.5 break-words text-emerald-800">“{user.verificationNote}”</p>
        )}
        {!byHand && user.phoneVerifiedAt && (
          <p className="mt-0.5 text-emerald-800">On {formatDateTime(user.phoneVerifiedAt)} IST</p>
        )}
      </div>
    </div>
  );
}

function VerifyForm({ user }: { user: AdminUser }) {
  const verify = useVerifyUser();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZVerifyUserBody.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? STAFF_MSG.verifyNoteRequired);
      return;
    }
    verify.mutate(
      { id: user._id, note: parsed.data.note },
      { onError: (err) => setAlert(err.message) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="verify-form">
      <div className="flex items-start gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          This account is not active yet. Verify it by hand only after you have confirmed who they
          are (e.g. a learner outside India who cannot get a +91 code). They become active at once.
        </p>
      </div>
      <AdminField
        label="Why are you verifying this user?"
        error={error}
        hint="Recorded with your name on the account and in the activity log."
      >
        <textarea
          rows={3}
          maxLength={500}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setError(undefined);
            setAlert(null);
          }}
          placeholder="e.g. Lives in Dubai; identity confirmed on a video call"
          data-testid="verify-note"
          className={clsx(adminInputClass, 'resize-y')}
        />
      </AdminField>
      {alert && <FormAlert message={alert} testId="verify-alert" />}
      <div className="flex justify-end">
        <IconTextButton
          icon={BadgeCheck}
          type="submit"
          isLoading={verify.isPending}
          loadingText="Verifying…"
          data-testid="verify-submit"
          className="w-full sm:w-auto"
        >
          Verify user
        </IconTextButton>
      </div>
    </form>
  );
}
