import { clsx } from 'clsx';

import { formatInr, GST_NOTE } from '@app/shared';

import type { Pricing } from '../lib/course-display.ts';

type PriceTagProps = {
  pricing: Pricing;
  size?: 'md' | 'lg';
  tone?: 'light' | 'dark';
  testId?: string;
};

/**
 * Final price, with the list price struck through and the saving when there is a discount, and
 * the GST note: list prices are before GST, which checkout adds on top.
 */
export function PriceTag({ pricing, size = 'md', tone = 'light', testId }: PriceTagProps) {
  const { price, finalPrice, discountLabel } = pricing;
  const isFree = finalPrice <= 0;
  return (
    <div data-testid={testId} className="min-w-0">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="sr-only">Price: </span>
        <span
          data-testid={testId && `${testId}-final`}
          className={clsx(
            'font-extrabold tracking-tight',
            size === 'lg' ? 'text-4xl' : 'text-2xl',
            tone === 'dark' ? 'text-white' : 'text-slate-900',
          )}
        >
          {isFree ? 'Free' : formatInr(finalPrice)}
        </span>
        {discountLabel && (
          <>
            <span className="sr-only">, was </span>
            <s
              data-testid={testId && `${testId}-original`}
              className={clsx(
                'text-sm font-medium',
                tone === 'dark' ? 'text-brand-200' : 'text-slate-500',
              )}
            >
              {formatInr(price)}
            </s>
            <span
              data-testid={testId && `${testId}-discount`}
              className="rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs font-bold text-emerald-800 ring-1 ring-emerald-600/20"
            >
              {discountLabel}
            </span>
          </>
        )}
      </p>
      {!isFree && (
        <p
          data-testid={testId && `${testId}-gst`}
          className={clsx(
            'mt-0.5 text-xs font-medium',
            tone === 'dark' ? 'text-brand-200' : 'text-slate-600',
          )}
        >
          {GST_NOTE}
        </p>
      )}
    </div>
  );
}
