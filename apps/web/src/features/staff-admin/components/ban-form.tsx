import { AtSign, Gavel, Phone, UserRound } from 'lucide-react';
import { useId, type FormEvent } from 'react';

import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { SegmentButton } from '@/components/admin/segment-choice';
import { FormAlert } from '@/components/ui/form-alert';
import { IconTextButton } from '@/components/ui/icon-text-button';

import { BAN_TARGETS, emptyBanDraft, type BanTargetKind } from '../lib/ban-draft.ts';
import { BanDetailsFields } from './ban-details-fields.tsx';
import { useBanDraft } from './use-ban-draft.ts';
import { UserPicker } from './user-picker.tsx';

const TARGETS: Record<BanTargetKind, { label: string; icon: typeof Phone }> = {
  phone: { label: 'Phone', icon: Phone },
  email: { label: 'E-mail', icon: AtSign },
  user: { label: 'User', icon: UserRound },
};

/** /admin/ban's form: who (phone, e-mail or an account), why and until when. */
export function BanForm() {
  const { draft, errors, alert, change, submit, isPending } = useBanDraft(emptyBanDraft());
  const targetId = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="card p-5 sm:p-6" data-testid="ban-form">
      <div className="mb-5 flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-red-50 text-red-700">
          <Gavel className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-slate-900">Add a ban</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Takes effect at once: their sessions end and they cannot sign in again.
          </p>
        </div>
      </div>

      <div className="space-y-5">
        <div>
          <p id={`${targetId}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
            Ban by
          </p>
          <div
            role="radiogroup"
            aria-labelledby={`${targetId}-label`}
            className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1"
          >
            {BAN_TARGETS.map((kind) => {
              const { label, icon: Icon } = TARGETS[kind];
              return (
                <SegmentButton
                  key={kind}
                  role="radio"
                  isOn={draft.kind === kind}
                  data-testid={`ban-by-${kind}`}
                  onClick={() => change({ kind })}
                  className="inline-flex h-9 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold transition-colors"
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </SegmentButton>
              );
            })}
          </div>
        </div>

        {draft.kind === 'phone' && (
          <AdminField label="Phone number" error={errors.target} hint="10 digits, without +91.">
            <input
              id={targetId}
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              value={draft.phone}
              onChange={(e) => change({ phone: e.target.value.replace(/\D/g, '') })}
              placeholder="98765 43210"
              data-testid="ban-phone"
              className={adminInputClass}
            />
          </AdminField>
        )}
        {draft.kind === 'email' && (
          <AdminField label="E-mail" error={errors.target}>
            <input
              id={targetId}
              type="email"
              autoComplete="off"
              value={draft.email}
              onChange={(e) => change({ email: e.target.value })}
              placeholder="name@example.com"
              data-testid="ban-email"
              className={adminInputClass}
            />
          </AdminField>
        )}
        {draft.kind === 'user' && (
          <div>
            <label htmlFor={targetId} className="mb-1 block text-sm font-medium text-slate-800">
              Account
            </label>
            <UserPicker
              inputId={targetId}
              value={draft.user}
              onChange={(user) => change({ user })}
              invalid={Boolean(errors.target)}
              describedBy={errors.target ? `${targetId}-error` : undefined}
            />
            {errors.target && (
              <p
                id={`${targetId}-error`}
                role="alert"
                className="mt-1 text-xs font-medium text-red-700"
              >
                {errors.target}
              </p>
            )}
          </div>
        )}

        <BanDetailsFields draft={draft} errors={errors} onChange={change} />
        {alert && <FormAlert message={alert} testId="ban-alert" />}
        <IconTextButton
          icon={Gavel}
          type="submit"
          fullWidth
          isLoading={isPending}
          loadingText="Banning…"
          data-testid="ban-submit"
          className="bg-red-600! hover:bg-red-700! active:bg-red-800!"
        >
          Ban
        </IconTextButton>
      </div>
    </form>
  );
}
