import { Controller, type Control } from 'react-hook-form';
import { Link } from 'react-router';

import { formatInr, plural } from '@app/shared';

import { Button } from '@/components/ui/button';

import type { BatchFormValues } from '../lib/batch-form-values.ts';
import { Switch } from './batch-active-switch.tsx';

/** The form's side card: the live final price, the length, the isActive switch and Save. */
export function BatchFormAside({
  control,
  finalPrice,
  price,
  weeks,
  isSaving,
  isSubmitDisabled,
  submitLabel,
  cancelTo,
}: {
  control: Control<BatchFormValues>;
  finalPrice: number;
  price: number;
  weeks: number;
  isSaving: boolean;
  isSubmitDisabled: boolean;
  submitLabel: string;
  cancelTo: string;
}) {
  return (
    <aside className="lg:sticky lg:top-6 lg:self-start">
      <div className="card space-y-5 p-5">
        <div>
          <p className="text-sm text-slate-600">Students pay</p>
          <p
            className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums"
            data-testid="batch-form-final-price"
          >
            {formatInr(finalPrice)}
          </p>
          {finalPrice < price && (
            <p className="text-sm text-slate-600 tabular-nums">
              <s>{formatInr(price)}</s> · save{' '}
              {formatInr(Math.round((price - finalPrice) * 100) / 100)}
            </p>
          )}
          <p className="mt-1 text-xs text-slate-500">
            {weeks ? `${plural(weeks, 'week')} long` : 'Pick the dates to see the length.'}
          </p>
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <div>
            <p className="text-sm font-medium text-slate-800">Active</p>
            <p className="text-xs text-slate-600">Inactive batches are hidden from students.</p>
          </div>
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <Switch
                checked={field.value ?? true}
                onChange={field.onChange}
                label="Active"
                testId="batch-form-active"
                showText={false}
              />
            )}
          />
        </div>
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
          <Button
            type="submit"
            isLoading={isSaving}
            loadingText="Saving…"
            disabled={isSubmitDisabled}
            data-testid="batch-form-submit"
          >
            {submitLabel}
          </Button>
          <Link
            to={cancelTo}
            className="rounded-xl py-2 text-center text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Cancel
          </Link>
        </div>
      </div>
    </aside>
  );
}
