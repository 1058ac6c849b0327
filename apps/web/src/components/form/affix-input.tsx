import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

import { adminInputClass } from '@/components/admin/form-field';

type AffixInputProps = Omit<ComponentProps<'input'>, 'prefix'> & {
  prefix?: string;
  suffix?: string;
};

/** An admin input with fixed text before (₹) or after (%, weeks) the value. */
export function AffixInput({ prefix, suffix, className, ...rest }: AffixInputProps) {
  return (
    <div className="relative">
      {prefix && (
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
          {prefix}
        </span>
      )}
      <input
        {...rest}
        className={clsx(
          adminInputClass,
          'tabular-nums',
          prefix && 'pl-7',
          suffix && 'pr-16',
          className,
        )}
      />
      {suffix && (
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
          {suffix}
        </span>
      )}
    </div>
  );
}
