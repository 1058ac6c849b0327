import { ArrowRight, UserSearch } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';

import { plural, WEBINAR_MSG, type WebinarUserHit } from '@app/shared';

import { Drawer } from '@/components/admin/drawer';
import { ListError } from '@/components/admin/list-error';
import { PaginationBar } from '@/components/admin/pagination-bar';
import { Pill } from '@/components/admin/pill';
import { SearchInput } from '@/components/admin/search-input';
import { IconTile } from '@/components/ui/icon-tile';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatTime } from '@/core/format-date';

import { useWebinarUserSearch } from '../api/students-api.ts';

const PAGE_SIZE = 10;

/**
 * "Find a registrant": one search (phone, e-mail or name) across the registrants of every
 * webinar, each hit naming its webinar and linking to that webinar's students, filtered to them.
 */
export function RegistrantSearch({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const query = useWebinarUserSearch(search, page, PAGE_SIZE);
  const data = query.data;
  const pagination = data?.pagination;

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title="Find a registrant"
      description="Search every webinar's registrants by phone, e-mail or name."
      widthClassName="sm:max-w-lg"
      testId="registrant-search"
    >
      <SearchInput
        value={search}
        onSearch={onSearch}
        placeholder="Phone, e-mail or name"
        label="Find a registrant"
        testId="registrant-search-input"
      />
      <div className="mt-4" aria-live="polite">
        {!search ? (
          <Hint text={WEBINAR_MSG.searchRequired} />
        ) : query.isError && !data ? (
          <ListError
            message="Could not search the registrants"
            detail={query.error.message}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : !data ? (
          <div className="flex items-center justify-center gap-2 py-12 text-sm text-slate-600">
            <Spinner className="size-5 text-brand-600" />
            <span role="status">Searching…</span>
          </div>
        ) : data.webinarUsers.length === 0 ? (
          <Hint text={`No registrant matches “${search}”.`} />
        ) : (
          <>
            <p className="mb-2 text-xs font-medium text-slate-500">
              {plural(data.pagination.totalItems, 'registrant')} found
              {query.isFetching && <Spinner className="ml-2 inline size-3.5 text-brand-600" />}
            </p>
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {data.webinarUsers.map((hit) => (
                <Hit key={hit._id} hit={hit} onOpen={() => onOpenChange(false)} />
              ))}
            </ul>
          </>
        )}
      </div>
      {pagination && pagination.totalPages > 1 && (
        <PaginationBar
          variant="compact"
          pagination={pagination}
          onPageChange={setPage}
          isDisabled={query.isFetching}
          itemLabel="registrants"
          className="mt-3"
        />
      )}
    </Drawer>
  );
}

function Hint({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-12 text-center text-sm text-slate-600">
      <IconTile icon={UserSearch} className="size-11 bg-slate-100 text-slate-500" />
      {text}
    </div>
  );
}

function Hit({ hit, onOpen }: { hit: WebinarUserHit; onOpen: () => void }) {
  const to = `/admin/webinars/${hit.webinarId}?search=${encodeURIComponent(hit.phone)}`;
  return (
    <li className="px-3.5 py-3" data-testid="registrant-hit">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{hit.name}</p>
          <p className="truncate text-sm text-slate-600">
            <span className="tabular-nums">{hit.phone}</span> · {hit.email}
          </p>
        </div>
        <Pill tone={hit.attended ? 'green' : 'slate'}>
          {hit.attended ? 'Attended' : 'Registered'}
        </Pill>
      </div>
      <Link
        to={to}
        onClick={onOpen}
        className="mt-2 flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm hover:bg-brand-50"
        data-testid="registrant-hit-webinar"
      >
        <span className="min-w-0">
          <span className="block truncate font-medium text-slate-900">{hit.webinarTitle}</span>
          <span className="block text-xs text-slate-500">
            {formatDate(hit.webinarStartTime)}, {formatTime(hit.webinarStartTime)} IST ·{' '}
            <span className="font-mono">{hit.webinarCode}</span>
          </span>
        </span>
        <ArrowRight className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      </Link>
    </li>
  );
}
