import { clsx } from 'clsx';
import { BadgePercent, CheckCircle2, X } from 'lucide-react';
import { useId, useState } from 'react';

import { COMMERCE_MSG, ZCouponCode, type Quote } from '@app/shared';

import { Button } from '@/components/ui/button';

type CouponFieldProps = {
  applied: Quote['coupon'];
  /** why the last code tried cannot be used (from the quote) */
  serverError: string | null;
  isChecking: boolean;
  disabled?: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
};

/** The coupon box: Apply checks the code through the quote; Remove goes back to the full price. */
export function CouponField({
  applied,
  serverError,
  isChecking,
  disabled,
  onApply,
  onRemove,
}: CouponFieldProps) {
  const [text, setText] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const inputId = useId();
  const error = formatError ?? serverError;

  if (applied) {
    return (
      <div
        data-testid="coupon-applied"
        className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-3.5 py-3"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        <div className="min-w-0 flex-1" role="status">
          <p className="text-sm font-bold text-emerald-800">
            {COMMERCE_MSG.couponApplied}:{' '}
            <span data-testid="coupon-applied-code" className="font-mono">
              {applied.code}
            </span>
          </p>
          {applied.description && (
            <p className="mt-0.5 text-xs break-words text-emerald-800/90">{applied.description}</p>
          )}
        </div>
        <button
          type="button"
          data-testid="coupon-remove"
          onClick={() => {
            setText('');
            onRemove();
          }}
          disabled={disabled || isChecking}
          className="inline-flex h-8 shrink-0 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-emerald-900 hover:bg-emerald-100 disabled:opacity-60"
        >
          <X className="size-3.5" aria-hidden="true" />
          Remove
        </button>
      </div>
    );
  }

  const apply = () => {
    const parsed = ZCouponCode.safeParse(text);
    if (!parsed.success) {
      setFormatError(parsed.error.issues[0]?.message ?? COMMERCE_MSG.couponCodeFormat);
      return;
    }
    setFormatError(null);
    onApply(parsed.data);
  };

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
        Have a coupon?
      </label>
      <div className="flex gap-2">
        <div
          className={clsx(
            'flex h-11 min-w-0 flex-1 items-center rounded-xl border bg-white transition-colors focus-within:ring-4',
            error
              ? 'border-red-500 focus-within:ring-red-100'
              : 'border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-100',
          )}
        >
          <BadgePercent className="ml-3 size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <input
            id={inputId}
            data-testid="coupon-input"
            value={text}
            placeholder="Enter code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(e) => {
              setText(e.target.value.toUpperCase());
              setFormatError(null);
              if (serverError) onRemove();
            }}
            onKeyDown={(e) => {
              // Enter applies the coupon rather than submitting the whole checkout.
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              }
            }}
            className="h-full w-full min-w-0 bg-transparent px-2.5 font-mono text-sm tracking-wide text-slate-900 uppercase outline-none placeholder:font-sans placeholder:tracking-normal placeholder:text-slate-500 placeholder:normal-case"
          />
        </div>
        <Button
          variant="secondary"
          data-testid="coupon-apply"
          onClick={apply}
          isLoading={isChecking}
          disabled={disabled || text.trim() === ''}
          className="shrink-0"
        >
          Apply
        </Button>
      </div>
      {error && (
        <p
          id={`${inputId}-error`}
          role="alert"
          data-testid="coupon-error"
          className="mt-1.5 text-sm font-medium text-red-700"
        >
          {error}
        </p>
      )}
    </div>
  );
}
