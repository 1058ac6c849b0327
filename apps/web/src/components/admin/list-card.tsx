import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * The white card an admin list sits in: an optional toolbar (search, filters, actions) on
 * top, the DataTable in the middle and the PaginationBar as `footer`.
 */
export function ListCard({
  toolbar,
  children,
  footer,
  className,
}: {
  toolbar?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <section className={clsx('card overflow-hidden', className)}>
      {toolbar && <div className="border-b border-slate-200 p-4">{toolbar}</div>}
      {children}
      {footer}
    </section>
  );
}
