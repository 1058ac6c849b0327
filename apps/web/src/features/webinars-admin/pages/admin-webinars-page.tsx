import { UserSearch } from 'lucide-react';
import { useCallback, useState } from 'react';

import { WEBINAR_STATUSES, type Webinar } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListFilterBar, statusSelectField } from '@/components/admin/list-filter-bar';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { NewRecordLink } from '@/components/admin/new-record-link';
import { QueryListCard } from '@/components/admin/query-list-card';
import { emptyHintOf, tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';
import { Button } from '@/components/ui/button';

import { useWebinarList, WEBINARS_FETCH_FAILED } from '../api/webinars-api.ts';
import { DeleteWebinarDialog } from '../components/delete-webinar-dialog.tsx';
import { RegistrantSearch } from '../components/registrant-search.tsx';
import { WebinarTable } from '../components/webinar-table.tsx';
import { WEBINAR_STATUS_LABELS } from '../lib/format.ts';

const FILTER_SPEC = { status: { oneOf: WEBINAR_STATUSES } } as const;
const FIELDS = [
  statusSelectField(WEBINAR_STATUSES, WEBINAR_STATUS_LABELS, { testId: 'webinar-status-filter' }),
];

/** /admin/webinars: every webinar with its time, status, registrations and certificates. */
export default function AdminWebinarsPage() {
  const list = useListPage(FILTER_SPEC);
  const { params } = list;
  const [toDelete, setToDelete] = useState<Webinar | null>(null);
  const [isSearchOpen, setSearchOpen] = useState(false);

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
              icon={UserSearch}
              variant="secondary"
              size="sm"
              onClick={() => setSearchOpen(true)}
              data-testid="registrant-search-open"
            >
              Find a registrant
            </Button>
            <NewRecordLink to="/admin/webinars/create" label="New webinar" testId="webinar-new" />
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
            <ListFilterBar list={list} fields={FIELDS} />
          </ListToolbar>
        }
      >
        <WebinarTable
          rows={data?.webinars ?? []}
          {...tableStateOf(query)}
          onDelete={onDelete}
          emptyHint={emptyHintOf(list.isFiltered, 'title', 'Create one with “New webinar”.')}
        />
      </QueryListCard>

      <DeleteWebinarDialog webinar={toDelete} onClose={() => setToDelete(null)} />
      <RegistrantSearch open={isSearchOpen} onOpenChange={setSearchOpen} />
    </div>
  );
}
