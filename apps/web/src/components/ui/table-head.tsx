import type { ReactNode } from 'react';

export type HeadCell = { label: ReactNode; className?: string };

/** A table's one header row, written as data: a label and the classes of each column. */
export function TableHead({
  columns,
  className,
  rowClassName,
}: {
  columns: HeadCell[];
  className?: string;
  rowClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The "You" tag beside the signed-in person's own row of a ranking. */
export function YouTag() {
  return (
    <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
      You
    </span>
  );
}
