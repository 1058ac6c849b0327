import { Trophy } from 'lucide-react';
import { useState } from 'react';

import { ASSESS_MSG } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ExportCsvLink, RegistrationsList } from '@/components/admin/registrations-list';
import { useListPage } from '@/components/admin/use-list-page';
import { Button } from '@/components/ui/button';

import {
  kodexExportUrl,
  useKodexContests,
  useKodexRegistrations,
  type KodexListData,
} from '../api/admin-kodex.ts';
import { KodexContestsDrawer } from '../components/admin-kodex-contests-drawer.tsx';
import { KODEX_FILTER_SPEC, KodexFilters } from '../components/admin-kodex-filters.tsx';
import { KODEX_COLUMNS } from '../components/admin-kodex-table.tsx';

const itemsOf = (data: KodexListData) => data.kodexRegistrations;

/** /admin/kodex-registrations: contest sign-ups with search, filters, CSV and the contests. */
export default function AdminKodexRegistrationsPage() {
  const list = useListPage(KODEX_FILTER_SPEC);
  const [isContestsOpen, setContestsOpen] = useState(false);
  const { params, search, filters } = list;

  const query = useKodexRegistrations(params);
  const contests = useKodexContests();

  const selected = contests.data?.find((c) => c._id === filters.contestId);

  return (
    <div className="mx-auto max-w-[96rem]">
      <AdminPageHeader
        title="Kodex registrations"
        description={
          selected ? (
            <>
              {selected.title} ·{' '}
              <span className="font-medium text-slate-800">
                {selected.registeredCount} registered
              </span>
            </>
          ) : (
            'Sign-ups for the Kodex coding contests, and the contests themselves.'
          )
        }
        actions={
          <>
            <Button
              icon={Trophy}
              variant="secondary"
              size="sm"
              onClick={() => setContestsOpen(true)}
              data-testid="kodex-contests-open"
            >
              Contests
            </Button>
            <ExportCsvLink href={kodexExportUrl({ search, ...filters })} />
          </>
        }
      />

      <RegistrationsList
        list={list}
        query={query}
        itemsOf={itemsOf}
        columns={KODEX_COLUMNS}
        testIdPrefix="kodex"
        caption="Kodex registrations"
        searchPlaceholder="Search by name, email or phone"
        filters={<KodexFilters list={list} contests={contests.data ?? []} />}
        fetchFailedMessage={ASSESS_MSG.kodexFetchFailed}
      />

      <KodexContestsDrawer open={isContestsOpen} onOpenChange={setContestsOpen} />
    </div>
  );
}
