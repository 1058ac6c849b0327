import { Users, X } from 'lucide-react';
import { useState } from 'react';

import { plural, type BatchOption } from '@app/shared';

import { formatDay } from '@/core/format-date';

import { useBatchOptions } from '../api/whizz-admin-api.ts';
import type { BatchLabel, WhizzFormValues } from '../lib/whizz-form.ts';
import { AddOptionButton, ChosenPanel, PickerOptions } from './picker-options.tsx';

type Batches = WhizzFormValues['batches'];

/**
 * Chooses the batches a whizz is for: a searchable list of batches (GET
 * /admin/whizz/batch-options) and the chosen ones, each with its own active switch.
 */
export function BatchPicker({
  value,
  onChange,
  labels,
  onLabel,
  error,
}: {
  value: Batches;
  onChange: (next: Batches) => void;
  labels: Record<string, BatchLabel>;
  onLabel: (id: string, label: BatchLabel) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const options = useBatchOptions(search);
  const chosen = new Set(value.map((b) => b.batchId));

  const add = (b: BatchOption) => {
    onLabel(b._id, { name: b.name, detail: b.courseTitle });
    onChange([...value, { batchId: b._id, isActive: true }]);
  };

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <PickerOptions
        title="Find a batch"
        search={search}
        onSearch={setSearch}
        placeholder="Batch or course name"
        listClassName="max-h-72"
        query={options}
        noun="batches"
        testIdPrefix="batch"
        emptyText={`No batches match “${search}”.`}
      >
        {(b) => (
          <li key={b._id} className="flex items-center gap-3 px-3 py-2.5">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{b.name}</p>
              <p className="truncate text-xs text-slate-500">
                {b.courseTitle} · starts {formatDay(b.startDate)} ·{' '}
                {plural(b.studentCount, 'student')}
              </p>
            </div>
            <AddOptionButton
              isChosen={chosen.has(b._id)}
              onAdd={() => add(b)}
              addLabel={`Add ${b.name}`}
              addedLabel={`${b.name} added`}
              testId="batch-option-add"
            />
          </li>
        )}
      </PickerOptions>

      <ChosenPanel
        title="Chosen batches"
        count={value.length}
        emptyIcon={Users}
        emptyText="No batch yet. Students of an active batch can take the whizz."
        error={error}
      >
        <ul className="space-y-2" data-testid="chosen-batches">
          {value.map((b, i) => {
            const label = labels[b.batchId];
            return (
              <li
                key={b.batchId}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5"
                data-testid="chosen-batch"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">
                    {label?.name ?? b.batchId}
                  </p>
                  <p className="truncate text-xs text-slate-500">
                    {label?.detail ?? (b.isActive ? 'Active' : 'Paused')}
                  </p>
                </div>
                <label className="flex shrink-0 cursor-pointer items-center gap-2 text-xs font-medium text-slate-700">
                  <span className="hidden sm:inline">{b.isActive ? 'Active' : 'Paused'}</span>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={b.isActive}
                    onChange={(e) =>
                      onChange(
                        value.map((x, j) => (j === i ? { ...x, isActive: e.target.checked } : x)),
                      )
                    }
                    aria-label={`${label?.name ?? 'Batch'} active`}
                    data-testid="chosen-batch-active"
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className="relative h-5 w-9 rounded-full bg-slate-300 transition-colors peer-checked:bg-emerald-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:top-0.5 after:left-0.5 after:size-4 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-4"
                  />
                </label>
                <button
                  type="button"
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                  className="grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
                  aria-label={`Remove ${label?.name ?? 'batch'}`}
                  data-testid="chosen-batch-remove"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      </ChosenPanel>
    </div>
  );
}
