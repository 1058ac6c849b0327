import { AlertTriangle, Search, UserRoundSearch } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { STAFF_MSG, ZVerifyLookupQuery } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { IconTextButton } from '@/components/ui/icon-text-button';
import { Spinner } from '@/components/ui/spinner';

import { useUserLookup } from '../api/verify-user.ts';
import { VerifyUserCard } from '../components/verify-user-card.tsx';
import { lookupQueryOf } from '../lib/lookup-query.ts';

/** /admin/verify-user: find an account by phone or e-mail and verify it by hand. */
export default function AdminVerifyUserPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('q') ?? '';
  const [text, setText] = useState(asked);
  const [error, setError] = useState<string | undefined>();
  const lookup = useUserLookup(asked);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZVerifyLookupQuery.safeParse({ query: lookupQueryOf(text) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? STAFF_MSG.lookupRequired);
      return;
    }
    setParams({ q: parsed.data.query }, { replace: true });
    if (parsed.data.query === asked) void lookup.refetch();
  };

  return (
    <div className="mx-auto max-w-3xl">
      <AdminPageHeader
        title="Verify user"
        description="For people who cannot verify a phone themselves, such as learners outside India: find them, say why, and activate their account."
      />
      <form onSubmit={onSubmit} noValidate className="card p-5 sm:p-6" role="search">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <AdminField
            label="Phone number or e-mail"
            error={error}
            hint="The exact phone (10 digits) or e-mail on their account."
            className="flex-1"
          >
            <input
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(undefined);
              }}
              autoComplete="off"
              spellCheck={false}
              maxLength={254}
              placeholder="9876543210 or name@example.com"
              data-testid="verify-lookup"
              className={adminInputClass}
            />
          </AdminField>
          <IconTextButton
            icon={Search}
            type="submit"
            size="sm"
            className="h-10 sm:mt-6"
            isLoading={lookup.isFetching}
            loadingText="Finding…"
            data-testid="verify-find"
          >
            Find user
          </IconTextButton>
        </div>
      </form>

      <div className="mt-6" aria-live="polite">
        {asked === '' ? (
          <Hint />
        ) : lookup.isPending ? (
          <div className="flex items-center justify-center gap-2 py-10 text-sm text-slate-600">
            <Spinner className="size-5 text-brand-600" />
            <span role="status">Looking up {asked}…</span>
          </div>
        ) : lookup.isError ? (
          <Notice
            tone="error"
            title={lookup.error.message}
            body="Check the connection and try again."
          />
        ) : lookup.data ? (
          <VerifyUserCard user={lookup.data} />
        ) : (
          <Notice
            tone="muted"
            title={STAFF_MSG.userNotFound}
            body={`No account has the phone or e-mail “${asked}”. Check it with the learner; the match is exact.`}
          />
        )}
      </div>
    </div>
  );
}

function Hint() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <UserRoundSearch className="size-6" aria-hidden="true" />
      </span>
      <p className="font-semibold text-slate-900">Look someone up to begin</p>
      <p className="max-w-md text-sm text-slate-600">
        You will see their account, whether it is active, and a place to record why you are
        verifying it.
      </p>
    </div>
  );
}

function Notice({ tone, title, body }: { tone: 'error' | 'muted'; title: string; body: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="verify-not-found"
      className="card flex items-start gap-3 p-5"
    >
      <span
        className={
          tone === 'error'
            ? 'grid size-10 shrink-0 place-items-center rounded-xl bg-red-50 text-red-700'
            : 'grid size-10 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-600'
        }
      >
        <AlertTriangle className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-0.5 text-sm text-slate-600">{body}</p>
      </div>
    </div>
  );
}
