import { Pencil } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';

import type { Coupon } from '@app/shared';

import { adminColumnHelper, DataTable } from '@/components/admin/data-table';

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
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <div className="flex items-center gap-1">
          <RowButton
            onClick={() => onEdit(c.row.original)}
            label={`Edit ${c.row.original.code}`}
            testId="coupon-edit"
          >
            <Pencil className="size-4" aria-hidden="true" />
            <span className="md:sr-only">Edit</span>
          </RowButton>
        </div>
      ),
      meta: { headerClassName: 'sr-only' },
    }),
  ];
}

function RowButton({
  onClick,
  label,
  testId,
  children,
}: {
  onClick: () => void;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid={testId}
      className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800"
    >
      {children}
    </button>
  );
}

export function CouponsTable({
  rows,
  isLoading,
  isFetching,
  emptyHint,
  onEdit,
  onRedemptions,
}: {
  rows: Coupon[];
  isLoading: boolean;
  isFetching: boolean;
  emptyHint?: ReactNode;
} & Actions) {
  const columns = useMemo(() => buildColumns({ onEdit, onRedemptions }), [onEdit, onRedemptions]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(c) => c._id}
      isLoading={isLoading}
      isFetching={isFetching}
      emptyMessage="No coupons found."
      emptyHint={emptyHint}
      caption="Coupons"
      rowTestId="coupon-row"
      density="compact"
    />
  );
}
