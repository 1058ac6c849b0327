import { useCallback, useState } from 'react';

import { WHIZZ_STATUSES, type Whizz } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import {
  ListFilterBar,
  statusSelectField,
  type ListFilterField,
} from '@/components/admin/list-filter-bar';
import { optionsOf } from '@/components/admin/list-filters';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { NewRecordLink } from '@/components/admin/new-record-link';
import { QueryListCard } from '@/components/admin/query-list-card';
import { emptyHintOf, tableStateOf } from '@/components/admin/table-state';
import { useListPage } from '@/components/admin/use-list-page';

import { useWhizzList, WHIZZ_FETCH_FAILED } from '../api/whizz-admin-api.ts';
import { DeleteWhizzDialog } from '../components/delete-whizz-dialog.tsx';
import { WhizzTable } from '../components/whizz-table.tsx';

const FILTER_SPEC = {
  status: { oneOf: WHIZZ_STATUSES },
  isPublic: { oneOf: ['true', 'false'] },
} as const;

// The type is isPublic: an internal whizz is for its batches, an external one public.
const TYPE_OPTIONS = optionsOf(['false', 'true'] as const, { false: 'Internal', true: 'External' });

const FIELDS: ListFilterField<typeof FILTER_SPEC>[] = [
  statusSelectField(WHIZZ_STATUSES),
  {
    select: 'isPublic',
    label: 'Type',
    options: TYPE_OPTIONS,
    anyLabel: 'Any type',
    testId: 'filter-type',
  },
];

/** /admin/whizz: every quiz with its schedule, batches, status and attempts. */
export default function AdminWhizzPage() {
  const list = useListPage(FILTER_SPEC);
  const { params } = list;
  const [toDelete, setToDelete] = useState<Whizz | null>(null);

  const query = useWhizzList(params);
  const data = query.data;

  const onDelete = useCallback((w: Whizz) => setToDelete(w), []);

  return (
    <div className="mx-auto max-w-[96rem]">
      <title>Whizz | KodeSchool Admin</title>
      <AdminPageHeader
        title="Whizz"
        description="Timed quizzes for batches: MCQs, fill in the blanks and coding problems."
        actions={<NewRecordLink to="/admin/whizz/create" label="New whizz" testId="whizz-new" />}
      />

      <QueryListCard
        query={query}
        list={list}
        itemLabel="quizzes"
        failedMessage={WHIZZ_FETCH_FAILED}
        toolbar={
          <ListToolbar list={list} placeholder="Search by title" idPrefix="whizz">
            <ListFilterBar list={list} fields={FIELDS} />
          </ListToolbar>
        }
      >
        <WhizzTable
          rows={data?.whizz ?? []}
          {...tableStateOf(query)}
          onDelete={onDelete}
          emptyHint={emptyHintOf(list.isFiltered, 'title', 'Create one with “New whizz”.')}
        />
      </QueryListCard>

      <DeleteWhizzDialog whizz={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
