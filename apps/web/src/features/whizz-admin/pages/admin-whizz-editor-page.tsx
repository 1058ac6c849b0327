import { BarChart3 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';

import { ASSESS_MSG, ID_PATTERN, type Whizz } from '@app/shared';

import { EditorHeader } from '@/components/admin/admin-page-header';
import { Pill } from '@/components/admin/pill';
import { useGuardedLeave } from '@/components/admin/use-guarded-leave';
import { buttonStyles } from '@/components/ui/button-styles';
import { LeaveGuard } from '@/components/ui/leave-guard';
import { RecordLoader } from '@/components/ui/record-loader';

import { useAdminWhizz, WHIZZ_FETCH_FAILED } from '../api/whizz-admin-api.ts';
import { WhizzForm } from '../components/whizz-form.tsx';

/** /admin/whizz/create and /admin/whizz/update/{id}. */
export default function AdminWhizzEditorPage() {
  const { id } = useParams();
  if (!id) return <EditorScreen key="new" />;
  return <EditWhizz key={id} id={id} />;
}

function EditWhizz({ id }: { id: string }) {
  const isValidId = ID_PATTERN.test(id);
  const query = useAdminWhizz(id, isValidId);
  return (
    <RecordLoader
      query={query}
      isValidId={isValidId}
      notFound={{
        title: ASSESS_MSG.whizzNotFound,
        description: 'It may have been deleted. Open it from the whizz list.',
      }}
      failedMessage={WHIZZ_FETCH_FAILED}
      loadingLabel="Loading whizz..."
      back={{ to: '/admin/whizz', label: 'Back to whizz' }}
    >
      {(whizz) => <EditorScreen whizz={whizz} />}
    </RecordLoader>
  );
}

function EditorScreen({ whizz }: { whizz?: Whizz }) {
  const { allowRef, leave } = useGuardedLeave();
  const [dirty, setDirty] = useState(false);
  const onSaved = useCallback(() => leave('/admin/whizz'), [leave]);

  return (
    <div className="mx-auto max-w-5xl">
      <title>{whizz ? 'Edit whizz | KodeSchool Admin' : 'New whizz | KodeSchool Admin'}</title>
      <LeaveGuard when={dirty} allowRef={allowRef} />
      <EditorHeader
        noun="whizz"
        back={{ to: '/admin/whizz', label: 'All whizz' }}
        record={
          whizz && {
            name: whizz.title,
            badge: <Pill tone={whizz.status === 'Active' ? 'green' : 'slate'}>{whizz.status}</Pill>,
            updatedAt: whizz.updatedAt,
          }
        }
        newDescription="Set the schedule, choose batches and questions, then create it."
        actions={
          whizz && (
            <Link
              to={`/admin/whizz/${whizz._id}/attempts`}
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            >
              <BarChart3 className="size-4" aria-hidden="true" />
              Results ({whizz.attemptCount})
            </Link>
          )
        }
      />
      <WhizzForm whizz={whizz} onSaved={onSaved} onDirtyChange={setDirty} />
    </div>
  );
}
