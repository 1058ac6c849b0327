import type { KodrRegistration } from '@app/shared';

import { adminColumnHelper } from '@/components/admin/data-table';
import { PhoneLink, registrantColumns, TextCell } from '@/components/admin/registrant-columns';
import type { Numbered } from '@/components/admin/registrations-list';

import { KodrStatusCell } from './admin-kodr-status-cell.tsx';

export type KodrRow = Numbered<KodrRegistration>;

const col = adminColumnHelper<KodrRow>();
const shared = registrantColumns<KodrRow>();

/** The ten columns of product.md §2, with the three status dropdowns. */
export const KODR_COLUMNS = [
  shared.serial,
  shared.name,
  shared.email,
  col.accessor('contact', {
    header: 'Contact',
    cell: (c) => <PhoneLink tel={c.getValue().replace(/[^\d+]/g, '')}>{c.getValue()}</PhoneLink>,
  }),
  col.accessor('education', {
    header: 'Education',
    cell: (c) => <TextCell value={c.getValue()} className="max-w-36 min-w-24" />,
  }),
  shared.experience,
  col.display({
    id: 'callStatus',
    header: 'Call Status',
    cell: (c) => <KodrStatusCell row={c.row.original} field="callStatus" />,
  }),
  col.display({
    id: 'status',
    header: 'Status',
    cell: (c) => <KodrStatusCell row={c.row.original} field="status" />,
  }),
  col.display({
    id: 'paymentStatus',
    header: 'Payment Status',
    cell: (c) => <KodrStatusCell row={c.row.original} field="paymentStatus" />,
  }),
  shared.registeredAt,
];
