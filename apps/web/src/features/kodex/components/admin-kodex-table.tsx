import { CheckCircle2, MinusCircle } from 'lucide-react';

import type { KodexRegistration } from '@app/shared';

import { adminColumnHelper } from '@/components/admin/data-table';
import { PhoneLink, registrantColumns, TextCell } from '@/components/admin/registrant-columns';
import type { Numbered } from '@/components/admin/registrations-list';

export type KodexRow = Numbered<KodexRegistration>;

const col = adminColumnHelper<KodexRow>();
const shared = registrantColumns<KodexRow>();

/** Who signed up for which contest, and whether they took part. */
export const KODEX_COLUMNS = [
  shared.serial,
  shared.name,
  shared.email,
  col.accessor('phone', {
    header: 'Phone',
    cell: (c) => <PhoneLink tel={`+91${c.getValue()}`}>+91 {c.getValue()}</PhoneLink>,
  }),
  col.accessor('organisation', {
    header: 'College / Organisation',
    cell: (c) => <TextCell value={c.getValue()} className="max-w-48 min-w-32" />,
  }),
  col.accessor('year', {
    header: 'Year',
    cell: (c) => <span className="whitespace-nowrap text-slate-700">{c.getValue()}</span>,
  }),
  shared.experience,
  col.accessor('contestTitle', {
    header: 'Contest',
    cell: (c) => <TextCell value={c.getValue()} className="max-w-44 min-w-32" />,
  }),
  col.accessor('participated', {
    header: 'Participated',
    cell: (c) =>
      c.getValue() ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
          <CheckCircle2 className="size-3.5" aria-hidden="true" />
          Yes
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
          <MinusCircle className="size-3.5" aria-hidden="true" />
          No
        </span>
      ),
  }),
  shared.registeredAt,
];
