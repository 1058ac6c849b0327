import { Pencil } from 'lucide-react';
import { useMemo } from 'react';

import type { Coupon } from '@app/shared';

import { adminColumnHelper } from '@/components/admin/data-table';
import { RecordsTable, type TableTexts } from '@/components/admin/records-table';
import { actionsColumn, RowAction } from '@/components/admin/row-action';
import type { ListTableProps } from '@/components/admin/table-state';

import { couponValueLabel } from '../lib/money.ts';
import {
  CouponActiveCell,
  CouponScopeCell,
  CouponUsesCell,
  CouponValidityCell,
} from './coupon-cells.tsx';
import { CouponStatusPill } from './status-pill.tsx';

const col = adminColumnHelper<Coupon>();

type Actions = { onEdit: (c: Coupon) => void; onRedemptions: (c: Coupon) => void };

function buildColumns({ onEdit, onRedemptions }: Actions) {
  return [
    col.accessor('code', {
      header: 'Code',
      cell: (c) => (
        <div className="max-w-44 min-w-28">
          <p className="font-mono text-sm font-semibold tracking-wide text-slate-900">
            {c.getValue()}
          </p>
          {c.row.original.description && (
            <p
              className="line-clamp-2 text-xs font-normal text-slate-500"
              title={c.row.original.description}
            >
              {c.row.original.description}
            </p>
          )}
        </div>
      ),
      meta: { isCardTitle: true },
    }),
    col.display({
      id: 'discount',
      header: 'Discount',
      cell: (c) => (
        <span
          className="text-base font-semibold whitespace-nowrap text-slate-900 tabular-nums"
          data-testid="coupon-value"
        >
          {couponValueLabel(c.row.original)}
        </span>
      ),
    }),
    col.display({
      id: 'validity',
      header: 'Valid (IST)',
      cell: (c) => <CouponValidityCell coupon={c.row.original} />,
    }),
    col.display({
      id: 'scope',
      header: 'Applies to',
      cell: (c) => <CouponScopeCell coupon={c.row.original} />,
    }),
    col.display({
      id: 'uses',
      header: 'Uses',
      cell: (c) => <CouponUsesCell coupon={c.row.original} onOpen={onRedemptions} />,
    }),
    col.accessor('status', {
      header: 'Status',
      cell: (c) => (
        <div className="flex flex-wrap items-center gap-2 md:flex-col md:items-start">
          <CouponStatusPill status={c.getValue()} />
          <CouponActiveCell coupon={c.row.original} />
        </div>
      ),
    }),
    actionsColumn<Coupon>((coupon) => (
      <RowAction
        onClick={() => onEdit(coupon)}
        icon={Pencil}
        label="Edit"
        title={`Edit ${coupon.code}`}
        isNamedByTitle
        testId="coupon-edit"
      />
    )),
  ];
}

const TEXTS: TableTexts = {
  emptyMessage: 'No coupons found.',
  caption: 'Coupons',
  rowTestId: 'coupon-row',
};

export function CouponsTable({
  onEdit,
  onRedemptions,
  ...state
}: ListTableProps<Coupon> & Actions) {
  const columns = useMemo(() => buildColumns({ onEdit, onRedemptions }), [onEdit, onRedemptions]);
  return <RecordsTable columns={columns} texts={TEXTS} {...state} />;
}
