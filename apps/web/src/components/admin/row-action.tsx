import type { RowData } from '@tanstack/react-table';
import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { AdminColumnDef } from './data-table-types.ts';
import { adminColumnHelper } from './data-table.tsx';

const ACTION_CLASS =
  'inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800';
const DANGER_CLASS = 'text-red-700! hover:bg-red-50!';

type Target =
  | { to: string }
  /** A file (PDF, CSV) opened in a new tab. */
  | { href: string }
  | { onClick: () => void };

export type RowActionProps = Target & {
  icon: LucideIcon;
  /** The word beside the icon on phone cards; read out where the table shows the icon alone. */
  label: string;
  /** The tooltip, e.g. `Edit ${row.title}`. */
  title: string;
  /** Names the control by its title instead of its label. */
  isNamedByTitle?: boolean;
  isDanger?: boolean;
  testId?: string;
};

/** One icon action of an admin row: a link, a new-tab file or a button. */
export function RowAction(props: RowActionProps) {
  const { icon: Icon, label, title, isNamedByTitle, isDanger, testId } = props;
  const common = {
    className: clsx(ACTION_CLASS, isDanger && DANGER_CLASS),
    title,
    'aria-label': isNamedByTitle ? title : undefined,
    'data-testid': testId,
  };
  const content = (
    <>
      <Icon className="size-4" aria-hidden="true" />
      {/* Icons only on wide tables; the phone cards have room for the words. */}
      <span className="md:sr-only">{label}</span>
    </>
  );
  if ('to' in props) {
    return (
      <Link to={props.to} {...common}>
        {content}
      </Link>
    );
  }
  if ('href' in props) {
    return (
      <a href={props.href} target="_blank" rel="noreferrer" {...common}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" onClick={props.onClick} {...common}>
      {content}
    </button>
  );
}

/** The trailing "Actions" column (its header read out only) holding a row's RowActions. */
export function actionsColumn<T extends RowData>(render: (row: T) => ReactNode): AdminColumnDef<T> {
  return adminColumnHelper<T>().display({
    id: 'actions',
    header: 'Actions',
    cell: (c) => (
      <div className="flex flex-wrap items-center gap-1 md:flex-nowrap">
        {render(c.row.original)}
      </div>
    ),
    meta: { headerClassName: 'sr-only' },
  });
}
