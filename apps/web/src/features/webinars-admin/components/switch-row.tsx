import type { ReactNode } from 'react';

import { ActiveSwitch } from '@/components/admin/active-switch';

/** An on/off setting: its name and what it does, and the switch (named by `label`). */
export function SwitchRow({
  label,
  description,
  checked,
  onChange,
  testId,
}: {
  label: string;
  description: ReactNode;
  checked: boolean;
  onChange: (next: boolean) => void;
  testId: string;
}) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 px-4 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900" aria-hidden="true">
          {label}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">{description}</p>
      </div>
      <ActiveSwitch checked={checked} onChange={onChange} label={label} testId={testId} />
    </div>
  );
}
