import { Plus, UserSearch } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { WEBINAR_STATUSES, type Webinar } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FilterBar } from '@/components/admin/filter-bar';
import { FilterSelect } from '@/components/admin/filter-select';
import { optionsOf } from '@/components/admin/list-filters';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { QueryListCard } from '@/components/admin/query-list-card';
import { useListPage } from '@/components/admin/use-list-page';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

import { useWebinarList, WEBINARS_FETCH_FAILED } from '../api/webinars-api.ts';
import { DeleteWebinarDialog } from '../components/delete-webinar-dialog.tsx';
import { RegistrantSearch } from '../components/registrant-search.tsx';
import { WebinarTable } from '../components/webinar-table.tsx';
import { WEBINAR_STATUS_LABELS } from '../lib/format.ts';
import type { WebinarListParams } from '../lib/list-updates.ts';

const FILTER_SPEC = { status: { oneOf: WEBINAR_STATUSES } } as const;
const STATUS_OPTIONS = optionsOf(WEBINAR_STATUSES, WEBINAR_STATUS_LABELS);

/** /admin/webinars: every webinar with its time, status, registrations and certificates. */
export default function AdminWebinarsPage() {
  const list = useListPage(FILTER_SPEC);
  const { page, limit, search, filters } = list;
  const [toDelete, setToDelete] = useState<Webinar | null>(null);
  const [isSearchOpen, setSearchOpen] = useState(false);

  const params = useMemo<WebinarListParams>(
    () => ({ page, limit, search, status: filters.status }),
    [page, limit, search, filters.status],
  );
  const query = useWebinarList(params);
  const data = query.data;

  const onDelete = useCallback((w: Webinar) => setToDelete(w), []);

  return (
    <div className="mx-auto max-w-[96rem]">
      <title>Webinars | KodeSchool Admin</title>
      <AdminPageHeader
        title="Webinars"
        description="Live sessions: registrations, attendance, e-mails and certificates."
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setSearchOpen(true)}
              data-testid="registrant-search-open"
            >
              <UserSearch className="size-4" aria-hidden="true" />
              Find a registrant
            </Button>
            <Link
              to="/admin/webinars/create"
              className={buttonStyles({ size: 'sm' })}
              data-testid="webinar-new"
            >
              <Plus className="size-4" aria-hidden="true" />
              New webinar
            </Link>
          </>
        }
      />

      <QueryListCard
        query={query}
        list={list}
        itemLabel="webinars"
        failedMessage={WEBINARS_FETCH_FAILED}
        toolbar={
          <ListToolbar list={list} placeholder="Search by title or code" idPrefix="webinar">
            <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
              <FilterSelect
                label="Status"
                value={filters.status}
                onChange={(v) => list.setFilter('status', v)}
                options={STATUS_OPTIONS}
                anyLabel="Any status"
                testId="webinar-status-filter"
              />
            </FilterBar>
          </ListToolbar>
        }
      >
        <WebinarTable
          rows={data?.webinars ?? []}
          isLoading={query.isPending}
          isFetching={query.isFetching && !query.isPending}
          onDelete={onDelete}
          emptyHint={
            list.isFiltered
              ? 'Try another title or clear the filters.'
              : 'Create one with “New webinar”.'
          }
        />
      </QueryListCard>

      <DeleteWebinarDialog webinar={toDelete} onClose={() => setToDelete(null)} />
      <RegistrantSearch open={isSearchOpen} onOpenChange={setSearchOpen} />
    </div>
  );
}
