import { Drawer } from '@/components/admin/drawer';
import { ListError } from '@/components/admin/list-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { useAdminKodrCohort, useSaveKodrCohort } from '../api/admin-kodr-cohort.ts';
import { KodrCohortForm, KODR_COHORT_FORM_ID } from './admin-kodr-cohort-form.tsx';

/** "Cohort settings": edits what the /kodr landing page shows for the current cohort. */
export function KodrCohortDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cohort = useAdminKodrCohort(open);
  const save = useSaveKodrCohort();

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title="Cohort settings"
      description="What the /kodr landing page shows. Saving publishes it at once."
      widthClassName="sm:max-w-2xl"
      testId="kodr-cohort-drawer"
      footer={
        <>
          <Button variant="ghost" size="sm" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={KODR_COHORT_FORM_ID}
            size="sm"
            isLoading={save.isPending}
            loadingText="Saving…"
            disabled={!cohort.data}
            data-testid="cohort-save"
          >
            Save changes
          </Button>
        </>
      }
    >
      {cohort.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-brand-600" label="Loading cohort" />
        </div>
      ) : cohort.isError ? (
        <ListError
          message="Failed to load the cohort"
          onRetry={() => void cohort.refetch()}
          isRetrying={cohort.isFetching}
        />
      ) : (
        <KodrCohortForm
          key={cohort.data.updatedAt}
          cohort={cohort.data}
          onSubmit={(body) => save.mutate(body, { onSuccess: () => onOpenChange(false) })}
        />
      )}
    </Drawer>
  );
}
