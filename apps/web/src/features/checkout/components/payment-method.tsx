import { clsx } from 'clsx';
import { Check, CreditCard, Landmark } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import type { CheckoutMethod } from '../lib/checkout-form.ts';

const METHODS: {
  value: CheckoutMethod;
  title: string;
  description: string;
  icon: typeof CreditCard;
}[] = [
  {
    value: 'online',
    title: 'Pay online',
    description: 'Card, UPI, net banking or wallet. You are enrolled as soon as it goes through.',
    icon: CreditCard,
  },
  {
    value: 'manual',
    title: 'UPI / bank transfer',
    description:
      'Pay to our UPI ID or bank account and share the reference. We confirm it by hand.',
    icon: Landmark,
  },
];

type PaymentMethodProps = {
  value: CheckoutMethod;
  field: UseFormRegisterReturn<'method'>;
  /** false when the site has no online gateway: UPI / bank transfer only */
  canPayOnline?: boolean;
  disabled?: boolean;
};

/** The ways to pay, as large radio cards. */
export function PaymentMethod({ value, field, canPayOnline = true, disabled }: PaymentMethodProps) {
  const methods = canPayOnline ? METHODS : METHODS.filter((m) => m.value !== 'online');
  return (
    <fieldset
      disabled={disabled}
      className={clsx('grid gap-3', methods.length > 1 && 'sm:grid-cols-2')}
    >
      <legend className="sr-only">Payment method</legend>
      {methods.map(({ value: method, title, description, icon: Icon }) => {
        const isChosen = value === method;
        return (
          <label
            key={method}
            data-testid={`method-${method}`}
            className={clsx(
              'relative flex cursor-pointer gap-3 rounded-2xl border bg-white p-4 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              isChosen
                ? 'border-brand-500 ring-1 ring-brand-500'
                : 'border-slate-200 hover:border-slate-300',
            )}
          >
            <input type="radio" value={method} className="sr-only" {...field} />
            <span
              className={clsx(
                'grid size-10 shrink-0 place-items-center rounded-xl',
                isChosen ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 pr-6">
              <span className="block font-bold text-slate-900">{title}</span>
              <span className="mt-0.5 block text-sm leading-snug text-slate-600">
                {description}
              </span>
            </span>
            <span
              aria-hidden="true"
              className={clsx(
                'absolute top-4 right-4 grid size-5 place-items-center rounded-full border',
                isChosen ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300',
              )}
            >
              {isChosen && <Check className="size-3.5" strokeWidth={3} />}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
