import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';

import { ItemControls } from '@/components/admin/list-controls';

type ItemCardProps = {
  title: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  children: ReactNode;
};

/** One entry of a repeated list (a stat, a course…) with its move and remove controls. */
export function ItemCard({ title, index, count, onMove, onRemove, children }: ItemCardProps) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-slate-50/60">
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
        <p className="text-sm font-semibold text-slate-900">{title}</p>
        <ItemControls
          label={title}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
          className="ml-auto gap-0.5"
        />
      </div>
      <div className="space-y-4 p-4">{children}</div>
    </li>
  );
}

type ItemListProps = {
  noun: string;
  count: number;
  max: number;
  onAdd: () => void;
  emptyText: string;
  children: ReactNode;
};

/** The list of ItemCards with its add button, which stops at the schema's maximum. */
export function ItemList({ noun, count, max, onAdd, emptyText, children }: ItemListProps) {
  const isFull = count >= max;
  return (
    <div className="space-y-3">
      {count === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {emptyText}
        </p>
      ) : (
        <ol className="space-y-3">{children}</ol>
      )}
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={onAdd}
          disabled={isFull}
          className="inline-flex h-10 items-center gap-2 rounded-xl border border-dashed border-brand-300 px-4 text-sm font-semibold text-brand-800 transition-colors hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Plus className="size-4" aria-hidden="true" />
          Add {noun.toLowerCase()}
        </button>
        <p className="text-xs text-slate-600">
          {count} of {max}
        </p>
      </div>
    </div>
  );
}
