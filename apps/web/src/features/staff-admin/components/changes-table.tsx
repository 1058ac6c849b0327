import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import type { ActivityLog } from '@app/shared';

import { changeRows, shortened, type ShownValue } from '../lib/changes.ts';

/** The changed fields of one log entry: field, before → after (JSON pretty, long values cut). */
export function ChangesTable({ changes }: { changes: ActivityLog['changes'] }) {
  const rows = changeRows(changes);
  if (rows.length === 0) {
    return <p className="text-sm text-slate-500">No field values were recorded for this entry.</p>;
  }
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200" data-testid="changes-table">
      <div className="hidden grid-cols-[minmax(7rem,12rem)_minmax(0,1fr)_1.25rem_minmax(0,1fr)] gap-3 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid">
        <span>Field</span>
        <span>Before</span>
        <span aria-hidden="true" />
        <span>After</span>
      </div>
      <ul className="divide-y divide-slate-200">
        {rows.map((row) => (
          <li
            key={row.field}
            data-testid="change-row"
            data-field={row.field}
            className="grid grid-cols-[minmax(0,1fr)_1.25rem_minmax(0,1fr)] items-start gap-x-3 gap-y-1.5 px-4 py-3 md:grid-cols-[minmax(7rem,12rem)_minmax(0,1fr)_1.25rem_minmax(0,1fr)]"
          >
            <span className="col-span-3 font-mono text-xs font-semibold break-all text-slate-700 md:col-span-1 md:pt-0.5">
              {row.field}
            </span>
            <ChangeValue value={row.before} side="before" />
            <ArrowRight className="mt-1 size-4 text-slate-400" aria-label="changed to" />
            <ChangeValue value={row.after} side="after" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ChangeValue({ value, side }: { value: ShownValue; side: 'before' | 'after' }) {
  const [isOpen, setOpen] = useState(false);
  if (value.isEmpty) {
    return (
      <span className="text-sm text-slate-400" data-testid={`change-${side}`}>
        —
      </span>
    );
  }
  if (value.userLink) {
    return (
      <Link
        to={value.userLink}
        data-testid={`change-${side}`}
        className="min-w-0 truncate px-2 py-1 font-mono text-xs text-brand-700 hover:underline"
      >
        {value.text}
      </Link>
    );
  }
  const text = value.isLong && !isOpen ? shortened(value.text) : value.text;
  return (
    <div className="min-w-0" data-testid={`change-${side}`}>
      <div
        className={clsx(
          'rounded-lg px-2 py-1 text-sm break-words whitespace-pre-wrap',
          value.isJson && 'font-mono text-xs leading-relaxed',
          side === 'before' ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900',
        )}
      >
        {text}
      </div>
      {value.isLong && (
        <button
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={isOpen}
          className="mt-1 text-xs font-semibold text-brand-700 hover:text-brand-800"
        >
          {isOpen ? 'Show less' : 'Show all'}
        </button>
      )}
    </div>
  );
}
