import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';

import {
  COUPON_TYPE_LABELS,
  COUPON_TYPES,
  ZCouponBody,
  ZCouponPatchBody,
  type Coupon,
  type CouponBody,
  type CouponBodyParsed,
} from '@app/shared';

import { ActiveSwitch } from '@/components/admin/active-switch';
import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { DateTimeInput } from '@/components/ui/date-time-input';
import { FormAlert } from '@/components/ui/form-alert';
import { clientMessage, fieldIssues } from '@/core/api-client';

import { couponFormDefaults } from '../lib/coupon-form-values.ts';
import { istInputToIso, isoToIstInput } from '../lib/ist-datetime.ts';
import { CouponScopeFields } from './coupon-scope-fields.tsx';

export const COUPON_FORM_ID = 'coupon-form';

const FIELDS = new Set<string>(Object.keys(couponFormDefaults(null)));
const toNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : Number(v);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-b border-slate-200 pb-6 last:border-0 last:pb-0">
      <legend className="mb-3 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Creates or edits a coupon. Validated with ZCouponBody (new) or ZCouponPatchBody (edit), the
 * schemas the API checks again; the server's answers land on their fields or above the buttons.
 */
export function CouponForm({
  coupon,
  onSubmit,
}: {
  coupon: Coupon | null;
  /** Saves; rejects with the API error so the form can place it. */
  onSubmit: (body: CouponBodyParsed) => Promise<unknown>;
}) {
  const schema = coupon ? ZCouponPatchBody : ZCouponBody;
  const form = useForm<CouponBody, unknown, CouponBodyParsed>({
    resolver: zodResolver(schema) as unknown as Resolver<CouponBody, unknown, CouponBodyParsed>,
    defaultValues: couponFormDefaults(coupon),
    reValidateMode: 'onChange',
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const [alert, setAlert] = useState<string | null>(null);
  const type = useWatch({ control, name: 'type' });
  const isLocked = (coupon?.redemptionCount ?? 0) > 0;

  const submit = handleSubmit(async (body) => {
    setAlert(null);
    try {
      await onSubmit(body);
    } catch (error) {
      const issues = fieldIssues(error);
      const placed = issues.filter((i) => FIELDS.has(i.field));
      for (const i of placed) setError(i.field as keyof CouponBody, { message: i.message });
      if (placed.length !== issues.length || issues.length === 0) {
        setAlert(clientMessage(error, 'Failed to save the coupon'));
      }
    }
  });

  const codeField = register('code');

  return (
    <form id={COUPON_FORM_ID} noValidate onSubmit={submit} className="space-y-6">
      {isLocked && (
        <p
          className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900"
          data-testid="coupon-locked-note"
        >
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          This coupon has been used, so its code, discount and scope stay as they are. Its
          description, dates, limits and active switch can still change.
        </p>
      )}
      <Section title="Coupon">
        <AdminField
          label="Code"
          error={errors.code?.message}
          hint="What students type at checkout. Letters, digits, - and _."
        >
          <input
            {...codeField}
            onChange={(e) => {
              const el = e.target;
              const caret = el.selectionStart;
              el.value = el.value.toUpperCase();
              if (caret !== null) el.setSelectionRange(caret, caret);
              void codeField.onChange(e);
            }}
            readOnly={isLocked}
            autoComplete="off"
            spellCheck={false}
            maxLength={30}
            placeholder="WELCOME10"
            className={clsx(adminInputClass, 'font-mono tracking-wide uppercase')}
            data-testid="coupon-code-input"
          />
        </AdminField>
        <AdminField
          label="Description"
          error={errors.description?.message}
          hint="Only staff see this."
        >
          <input
            {...register('description')}
            maxLength={200}
            placeholder="e.g. Diwali offer for returning students"
            className={adminInputClass}
            data-testid="coupon-description-input"
          />
        </AdminField>
      </Section>

      <Section title="Discount">
        <div role="radiogroup" aria-label="Discount type" className="grid grid-cols-2 gap-2">
          {COUPON_TYPES.map((t) => (
            <label
              key={t}
              className={clsx(
                'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-medium transition-colors',
                type === t
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-slate-300 text-slate-700 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                value={t}
                disabled={isLocked}
                {...register('type')}
                className="size-4 accent-brand-600"
                data-testid={`coupon-type-${t}`}
              />
              {COUPON_TYPE_LABELS[t]}
            </label>
          ))}
        </div>
        <AdminField
          label={type === 'percentage' ? 'Percentage off' : 'Amount off (₹)'}
          error={errors.value?.message}
          hint={
            type === 'percentage'
              ? 'Up to 100. Taken off the batch price before GST.'
              : 'Rupees taken off the batch price before GST.'
          }
        >
          <input
            {...register('value', { setValueAs: toNumber })}
            readOnly={isLocked}
            inputMode="decimal"
            placeholder={type === 'percentage' ? '10' : '2000'}
            className={adminInputClass}
            data-testid="coupon-value-input"
          />
        </AdminField>
      </Section>

      <Section title="Validity (India time)">
        <div className="grid gap-4 sm:grid-cols-2">
          {(['validFrom', 'validUntil'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <AdminField
                  label={name === 'validFrom' ? 'Valid from' : 'Valid until'}
                  error={fieldState.error?.message}
                >
                  <DateTimeInput
                    name={field.name}
                    inputRef={field.ref}
                    value={isoToIstInput(field.value)}
                    onChange={(local) => field.onChange(istInputToIso(local))}
                    onBlur={field.onBlur}
                    className={adminInputClass}
                    timeLabel={`${name === 'validFrom' ? 'Valid from' : 'Valid until'}: time`}
                    data-testid={`coupon-${name}-input`}
                  />
                </AdminField>
              )}
            />
          ))}
        </div>
      </Section>

      <Section title="Where it applies">
        <CouponScopeFields form={form} isLocked={isLocked} />
      </Section>

      <Section title="Limits">
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminField
            label="Total uses"
            error={errors.maxRedemptions?.message}
            hint="Leave blank for no limit."
          >
            <input
              {...register('maxRedemptions', {
                setValueAs: (v: unknown) => toNumber(v) ?? null,
              })}
              inputMode="numeric"
              placeholder="No limit"
              className={adminInputClass}
              data-testid="coupon-max-input"
            />
          </AdminField>
          <AdminField label="Uses per student" error={errors.perUserLimit?.message}>
            <input
              {...register('perUserLimit', { setValueAs: (v: unknown) => toNumber(v) ?? NaN })}
              inputMode="numeric"
              className={adminInputClass}
              data-testid="coupon-per-user-input"
            />
          </AdminField>
        </div>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3">
              <div>
                <p id="coupon-active-label" className="text-sm font-medium text-slate-800">
                  Active
                </p>
                <p className="text-xs text-slate-600">
                  A deactivated coupon is refused at checkout.
                </p>
              </div>
              <ActiveSwitch
                checked={field.value ?? true}
                onChange={field.onChange}
                label="Active"
                testId="coupon-active-input"
              />
            </div>
          )}
        />
      </Section>

      {alert && <FormAlert message={alert} testId="coupon-form-alert" />}
    </form>
  );
}
