import { useCallback, useState } from 'react';

import { BAN_STATES, type Ban } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { QueryListCard } from '@/components/admin/query-list-card';
import { SearchInput } from '@/components/admin/search-input';
import { tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';

import { BANS_FETCH_FAILED, useBans } from '../api/bans.ts';
import { BanForm } from '../components/ban-form.tsx';
import { BansTable } from '../components/bans-table.tsx';
import { LiftBanDialog } from '../components/lift-ban-dialog.tsx';
import { SegmentedTabs } from '../components/segmented-tabs.tsx';
import { humanize } from '../lib/format.ts';

const FILTER_SPEC = { state: { oneOf: BAN_STATES } } as const;
const STATE_OPTIONS = [
  { value: '' as const, label: 'All' },
  ...BAN_STATES.map((s) => ({ value: s, label: humanize(s) })),
];

/** /admin/ban: ban a phone, an e-mail or an account; the bans so far, with "Lift". */
export default function AdminBanPage() {
  const list = useListPage(FILTER_SPEC);
  const { params, search, filters } = list;
  const [lifting, setLifting] = useState<Ban | null>(null);
  const query = useBans(params);
  const onLift = useCallback((ban: Ban) => setLifting(ban), []);

  return (
    <div className="mx-auto max-w-[96rem]">
      <AdminPageHeader
        title="Add Ban"
        description="Keep someone out: a ban ends their sessions at once and stops new sign-ins and codes."
      />
      <div className="grid items-start gap-6 xl:grid-cols-[24rem_minmax(0,1fr)]">
        <div className="xl:sticky xl:top-24">
          <BanForm />
        </div>
        <QueryListCard
          query={query}
          list={list}
          itemLabel="bans"
          failedMessage={BANS_FETCH_FAILED}
          toolbar={
            <div className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-base font-semibold text-slate-900">Bans</h2>
                <SegmentedTabs
                  label="Ban state"
                  options={STATE_OPTIONS}
                  value={filters.state}
                  onChange={(state) => list.setFilter('state', state)}
                  testId="ban-filter"
                />
              </div>
              <SearchInput
                value={search}
                onSearch={list.setSearch}
                placeholder="Search by name, phone, e-mail or reason"
                testId="ban-search"
              />
            </div>
          }
        >
          <BansTable
            rows={query.data?.bans ?? []}
            {...tableStateOf(query)}
            onLift={onLift}
            emptyHint={list.isFiltered ? 'Try another search or state.' : 'Nobody is banned.'}
          />
        </QueryListCard>
      </div>
      <LiftBanDialog ban={lifting} onClose={() => setLifting(null)} />
    </div>
  );
}
