import type { ReactNode } from 'react';

import { UTM_LINK_PAGES, type UtmLink, formatNumber } from '@app/shared';

import { adminColumnHelper, DataTable } from '@/components/admin/data-table';
import { formatDate } from '@/core/format-date';

import { linkUrl } from '../lib/utm-url.ts';
import { CopyLinkButton } from './copy-link-button.tsx';
import { DeleteLinkButton } from './delete-link-button.tsx';

const pageLabel = (path: string) => UTM_LINK_PAGES.find((p) => p.path === path)?.label ?? path;

const col = adminColumnHelper<UtmLink>();

const count = (key: keyof UtmLink['stats'], header: string) =>
  col.display({
    id: key,
    header,
    cell: (c) => {
      const value = c.row.original.stats[key];
      return (
        <span
          data-testid={`utm-${key}`}
          className={value > 0 ? 'font-semibold text-slate-900' : 'text-slate-500'}
        >
          {formatNumber(value)}
        </span>
      );
    },
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
  });

const Chip = ({ children }: { children: ReactNode }) => (
  <span className="inline-flex max-w-40 truncate rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
    {children}
  </span>
);

const columns = [
  col.accessor('campaign', {
    header: 'Link',
    cell: (c) => {
      const link = c.row.original;
      const url = linkUrl(link);
      return (
        <div className="max-w-[24rem] min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="mr-1 font-semibold break-all text-slate-900">{link.campaign}</span>
            <Chip>{link.source}</Chip>
            <Chip>{link.medium}</Chip>
            {link.term && <Chip>term: {link.term}</Chip>}
            {link.content && <Chip>content: {link.content}</Chip>}
          </div>
          <p className="text-xs font-normal text-slate-600">
            To <span className="font-medium text-slate-800">{pageLabel(link.path)}</span>
            <span aria-hidden="true"> · </span>
            <span data-testid="utm-created-by">
              by {link.createdBy?.name ?? 'a former staff member'} on{' '}
              <time dateTime={link.createdAt}>{formatDate(link.createdAt)}</time>
            </span>
          </p>
          <p
            data-testid="utm-url"
            title={url}
            className="truncate font-mono text-xs font-normal text-brand-800 select-all"
          >
            {url}
          </p>
        </div>
      );
    },
    meta: { isCardTitle: true },
  }),
  count('visits', 'Visits'),
  count('registrations', 'Registrations'),
  count('callbacks', 'Callbacks'),
  count('signups', 'Sign-ups'),
  col.display({
    id: 'actions',
    header: 'Actions',
    cell: (c) => (
      <div className="flex items-center justify-end gap-0.5">
        <CopyLinkButton url={linkUrl(c.row.original)} />
        <DeleteLinkButton link={c.row.original} />
      </div>
    ),
    meta: { className: 'w-24', headerClassName: 'text-right' },
  }),
];

type UtmLinksTableProps = {
  links: UtmLink[];
  isLoading: boolean;
  isFetching: boolean;
  emptyMessage: string;
  emptyHint?: ReactNode;
};

export function UtmLinksTable({
  links,
  isLoading,
  isFetching,
  emptyMessage,
  emptyHint,
}: UtmLinksTableProps) {
  return (
    <DataTable
      columns={columns}
      data={links}
      getRowId={(link) => link._id}
      isLoading={isLoading}
      isFetching={isFetching}
      emptyMessage={emptyMessage}
      emptyHint={emptyHint}
      caption="UTM links"
      rowTestId="utm-row"
    />
  );
}
