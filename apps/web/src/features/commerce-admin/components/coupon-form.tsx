import { clsx } from 'clsx';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';

import {
  COUPON_TYPE_LABELS,
  COUPON_TYPES,
  ZCouponBody,
  ZCouponPatchBody,
  type Coupon,
  type CouponBody,
  type CouponBodyParsed,
} from '@app/shared';

import {
  Form,
  FormDateTime,
  FormNumber,
  FormServerAlert,
  FormSwitch,
  FormText,
  useZodForm,
} from '@/components/form';

import { couponFormDefaults } from '../lib/coupon-form-values.ts';
import { CouponScopeFields } from './coupon-scope-fields.tsx';

export const COUPON_FORM_ID = 'coupon-form';

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
  // Both schemas give what the API takes; the edit's accepts a partial body.
  const schema = (coupon ? ZCouponPatchBody : ZCouponBody) as z.ZodType<CouponBodyParsed>;
  const form = useZodForm(schema, { defaultValues: couponFormDefaults(coupon) });
  const type = useWatch({ control: form.control, name: 'type' });
  const isLocked = (coupon?.redemptionCount ?? 0) > 0;

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      failureMessage="Failed to save the coupon"
      id={COUPON_FORM_ID}
      className="space-y-6"
    >
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
        <FormText<CouponBody>
          name="code"
          label="Code"
          hint="What students type at checkout. Letters, digits, - and _."
          normalize={(text) => text.toUpperCase()}
          readOnly={isLocked}
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          placeholder="WELCOME10"
          inputClassName="font-mono tracking-wide uppercase"
          testId="coupon-code-input"
        />
        <FormText<CouponBody>
          name="description"
          label="Description"
          hint="Only staff see this."
          maxLength={200}
          placeholder="e.g. Diwali offer for returning students"
          testId="coupon-description-input"
        />
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
                {...form.register('type')}
                className="size-4 accent-brand-600"
                data-testid={`coupon-type-${t}`}
              />
              {COUPON_TYPE_LABELS[t]}
            </label>
          ))}
        </div>
        <FormNumber<CouponBody>
          name="value"
          label={type === 'percentage' ? 'Percentage off' : 'Amount off (₹)'}
          hint={
            type === 'percentage'
              ? 'Up to 100. Taken off the batch price before GST.'
              : 'Rupees taken off the batch price before GST.'
          }
          empty={undefined}
          readOnly={isLocked}
          inputMode="decimal"
          placeholder={type === 'percentage' ? '10' : '2000'}
          testId="coupon-value-input"
        />
      </Section>

      <Section title="Validity (India time)">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormDateTime<CouponBody>
            name="validFrom"
            label="Valid from"
            timeLabel="Valid from: time"
            testId="coupon-validFrom-input"
          />
          <FormDateTime<CouponBody>
            name="validUntil"
            label="Valid until"
            timeLabel="Valid until: time"
            testId="coupon-validUntil-input"
          />
        </div>
      </Section>

      <Section title="Where it applies">
        <CouponScopeFields isLocked={isLocked} />
      </Section>

      <Section title="Limits">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormNumber<CouponBody>
            name="maxRedemptions"
            label="Total uses"
            hint="Leave blank for no limit."
            empty={null}
            placeholder="No limit"
            testId="coupon-max-input"
          />
          <FormNumber<CouponBody>
            name="perUserLimit"
            label="Uses per student"
            testId="coupon-per-user-input"
          />
        </div>
        <FormSwitch<CouponBody>
          name="isActive"
          label="Active"
          description="A deactivated coupon is refused at checkout."
          testId="coupon-active-input"
        />
      </Section>

      <FormServerAlert testId="coupon-form-alert" />
    </Form>
  );
}
