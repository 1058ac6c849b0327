import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { AddButton, ItemControls } from './list-controls.tsx';

/** The parts of react-hook-form's `useFieldArray` answer that an ordered list needs. */
type FieldArray = {
  fields: { id: string }[];
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
};

/** What each entry gets to place its move and remove buttons. */
export type EntryControls = {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** The dashed note standing in for a list with nothing in it yet. */
export function EmptyNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={clsx(
        'rounded-xl border border-dashed border-slate-300 px-4 text-center text-sm text-slate-600',
        className ?? 'py-6',
      )}
    >
      {children}
    </p>
  );
}

/**
 * An editable, ordered list of form entries (a `useFieldArray`): the empty note or the entries,
 * then the "Add …" button with its count.
 */
export function FieldArrayList({
  array,
  empty,
  listClassName = 'space-y-3',
  renderEntry,
  add,
}: {
  array: FieldArray;
  /** Shown while the list is empty; nothing when left out. */
  empty?: ReactNode;
  listClassName?: string;
  /** One entry (an `<li>`), keyed by the caller with `key`. */
  renderEntry: (key: string, controls: EntryControls) => ReactNode;
  add: { noun: string; max: number; onAdd: () => void; testId: string; size?: 'sm' | 'md' };
}) {
  const count = array.fields.length;
  return (
    <>
      {count > 0 ? (
        <ol className={listClassName}>
          {array.fields.map((field, index) =>
            renderEntry(field.id, { index, count, onMove: array.move, onRemove: array.remove }),
          )}
        </ol>
      ) : (
        empty
      )}
      <AddButton {...add} count={count} />
    </>
  );
}

/** One numbered entry of a FieldArrayList: its title and move/remove buttons over its fields. */
export function EntryCard({
  title,
  label,
  testId,
  controls,
  children,
}: {
  /** E.g. "Section 2". */
  title: string;
  /** What the move and remove buttons call it, e.g. "section 2". */
  label: string;
  testId: string;
  controls: EntryControls;
  children: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50/60">
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
        <p className="text-sm font-semibold text-slate-900">{title}</p>
        <ItemControls {...controls} label={label} testId={testId} className="ml-auto" />
      </div>
      <div className="space-y-4 p-4">{children}</div>
    </li>
  );
}

/**
 * A FieldArrayList of EntryCards named by their number ("Section 2"), with test ids
 * `<testId>-<index>` per entry and `<testId>-add` on the add button.
 */
export function NumberedEntries({
  array,
  noun,
  max,
  onAdd,
  testId,
  emptyText,
  children,
}: {
  array: FieldArray;
  /** Lower case, e.g. "section"; the card's title starts with it capitalised. */
  noun: string;
  max: number;
  onAdd: () => void;
  testId: string;
  emptyText: string;
  /** The fields of the entry at this index. */
  children: (index: number) => ReactNode;
}) {
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <FieldArrayList
      array={array}
      empty={<EmptyNote>{emptyText}</EmptyNote>}
      renderEntry={(key, controls) => (
        <EntryCard
          key={key}
          title={`${title} ${controls.index + 1}`}
          label={`${noun} ${controls.index + 1}`}
          testId={`${testId}-${controls.index}`}
          controls={controls}
        >
          {children(controls.index)}
        </EntryCard>
      )}
      add={{ noun, max, onAdd, testId: `${testId}-add` }}
    />
  );
}
