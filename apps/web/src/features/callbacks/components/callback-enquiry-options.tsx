import { clsx } from 'clsx';
import { Building2, MonitorPlay, type LucideIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import type { EnquiryType } from '@app/shared';

const OPTIONS: { value: EnquiryType; icon: LucideIcon; title: string; hint: string }[] = [
  { value: 'online', icon: MonitorPlay, title: 'Online', hint: 'Live online courses' },
  { value: 'offline', icon: Building2, title: 'Offline', hint: 'In-house at our centre' },
];

type CallbackEnquiryOptionsProps = {
  selected: EnquiryType | undefined;
  error?: string;
  register: UseFormRegisterReturn<'enquiryFor'>;
};

/** Online or offline, as two radio cards side by side. */
export function CallbackEnquiryOptions({ selected, error, register }: CallbackEnquiryOptionsProps) {
  return (
    <fieldset aria-describedby={error ? 'callback-enquiry-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Enquiry type</legend>
      <div className="grid grid-cols-2 gap-3">
        {OPTIONS.map(({ value, icon: Icon, title, hint }) => {
          const isSelected = selected === value;
          return (
            <label
              key={value}
              className={clsx(
                'relative flex cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-3 text-sm font-semibold transition-colors',
                'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100',
                isSelected
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : error
                    ? 'border-red-400 bg-white text-slate-800 hover:bg-slate-50'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                value={value}
                {...register}
                data-testid={`callback-enquiry-${value}`}
                // Invisible but covering the card, so the whole card is the click target.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              <Icon
                className={clsx(
                  'size-5 shrink-0',
                  isSelected ? 'text-brand-700' : 'text-slate-500',
                )}
                aria-hidden="true"
              />
              <span className="min-w-0 leading-tight">
                <span className="block">{title}</span>
                <span
                  className={clsx(
                    'mt-0.5 block text-xs font-normal',
                    isSelected ? 'text-brand-800' : 'text-slate-600',
                  )}
                >
                  {hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p
          id="callback-enquiry-error"
          role="alert"
          className="mt-1.5 text-sm font-medium text-red-700"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
