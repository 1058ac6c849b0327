import { Settings2 } from 'lucide-react';
import { useState } from 'react';

import { KODR_MSG, plural, type KodrListData } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ExportCsvLink, RegistrationsList } from '@/components/admin/registrations-list';
import { useListPage } from '@/components/admin/use-list-page';
import { Button } from '@/components/ui/button';

import { useKodrRegistrations } from '../api/admin-get-kodr-registrations.ts';
import { useAdminKodrCohort } from '../api/admin-kodr-cohort.ts';
import { kodrExportUrl } from '../api/admin-kodr-export.ts';
import { KodrCohortDrawer } from '../components/admin-kodr-cohort-drawer.tsx';
import { KODR_FILTER_SPEC, KodrFilters } from '../components/admin-kodr-filters.tsx';
import { KODR_COLUMNS } from '../components/admin-kodr-table.tsx';
import { useKodrLocalCache } from '../hooks/admin-kodr-local-cache.ts';

const itemsOf = (data: KodrListData) => data.kodrRegistrations;

/** /admin/kodr-registrations (product.md §2): search, filters, status dropdowns, pagination. */
export default function AdminKodrRegistrationsPage() {
  const list = useListPage(KODR_FILTER_SPEC);
  const [isCohortOpen, setCohortOpen] = useState(false);
  const { params, search, filters } = list;

  const query = useKodrRegistrations(params);
  const cohort = useAdminKodrCohort();
  useKodrLocalCache(params, query.isPlaceholderData ? undefined : query.data);

  return (
    <div className="mx-auto max-w-[96rem]">
      <AdminPageHeader
        title="Kodr registrations"
        description={
          cohort.data ? (
            <>
              {cohort.data.title} ·{' '}
              <span className="font-medium text-slate-800">
                {cohort.data.registeredCount} of {plural(cohort.data.capacity, 'seat')} taken
              </span>{' '}
              · {cohort.data.seatsLeft} left
            </>
          ) : (
            'Applications to the bootcamp and their follow-up.'
          )
        }
        actions={
          <>
            <Button
              icon={Settings2}
              variant="secondary"
              size="sm"
              onClick={() => setCohortOpen(true)}
            >
              Cohort settings
            </Button>
            <ExportCsvLink href={kodrExportUrl({ search, ...filters })} />
          </>
        }
      />

      <RegistrationsList
        list={list}
        query={query}
        itemsOf={itemsOf}
        columns={KODR_COLUMNS}
        testIdPrefix="kodr"
        caption="Kodr registrations"
        searchPlaceholder="Search by name, email or contact"
        filters={<KodrFilters list={list} />}
        fetchFailedMessage={KODR_MSG.fetchFailed}
      />

      <KodrCohortDrawer open={isCohortOpen} onOpenChange={setCohortOpen} />
    </div>
  );
}
