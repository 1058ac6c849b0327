import { clsx } from 'clsx';
import { useState } from 'react';

import { isoToIstInput } from '@app/shared';

import { AdminField, adminInputClass } from '@/components/admin/form-field';
import { DateTimeInput } from '@/components/ui/date-time-input';

import type { BanDraft, BanFieldErrors } from '../lib/ban-draft.ts';

const PRESETS = [
  { label: '1 day', days: 1 },
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
] as const;

const DAY_MS = 86_400_000;

/** The reason and the optional end (IST) of a ban, shared by the ban page and the user page. */
export function BanDetailsFields({
  draft,
  errors,
  onChange,
}: {
  draft: Pick<BanDraft, 'reason' | 'endsAtLocal'>;
  errors: BanFieldErrors;
  onChange: (patch: Partial<BanDraft>) => void;
}) {
  // The earliest end the picker offers: now, when the form opened (the schema refuses the past).
  const [minLocal] = useState(() => isoToIstInput(Date.now()));
  return (
    <>
      <AdminField
        label="Reason"
        error={errors.reason}
        hint="Kept with the ban and in the activity log. At most 500 characters."
      >
        <textarea
          rows={3}
          maxLength={500}
          value={draft.reason}
          onChange={(e) => onChange({ reason: e.target.value })}
          placeholder="e.g. Shared paid course videos publicly"
          data-testid="ban-reason"
          className={clsx(adminInputClass, 'resize-y')}
        />
      </AdminField>
      <div>
        <AdminField
          label="Ends (India time, optional)"
          error={errors.endsAt}
          hint={draft.endsAtLocal ? undefined : 'Left empty, the ban lasts until someone lifts it.'}
        >
          <DateTimeInput
            value={draft.endsAtLocal}
            min={minLocal}
            onChange={(local) => onChange({ endsAtLocal: local })}
            timeLabel="Ends: time (India time)"
            data-testid="ban-ends-at"
            className={adminInputClass}
          />
        </AdminField>
        <div className="mt-2 flex flex-wrap gap-1.5" role="group" aria-label="Ban length">
          {PRESETS.map((p) => (
            <PresetChip
              key={p.days}
              onClick={() => onChange({ endsAtLocal: isoToIstInput(Date.now() + p.days * DAY_MS) })}
            >
              {p.label}
            </PresetChip>
          ))}
          <PresetChip isOn={draft.endsAtLocal === ''} onClick={() => onChange({ endsAtLocal: '' })}>
            Until lifted
          </PresetChip>
        </div>
      </div>
    </>
  );
}

function PresetChip({
  onClick,
  isOn = false,
  children,
}: {
  onClick: () => void;
  isOn?: boolean;
  children: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={isOn}
      className={clsx(
        'h-7 rounded-full border px-3 text-xs font-semibold transition-colors',
        isOn
          ? 'border-brand-600 bg-brand-50 text-brand-800'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
      )}
    >
      {children}
    </button>
  );
}
