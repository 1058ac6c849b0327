import { ArrowLeft, BarChart3 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { ASSESS_MSG, ID_PATTERN, type Whizz } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { buttonStyles } from '@/components/ui/button-styles';
import { LeaveGuard } from '@/components/ui/leave-guard';
import { RecordLoader } from '@/components/ui/record-loader';
import { formatDateTime } from '@/core/format-date';

import { useAdminWhizz, WHIZZ_FETCH_FAILED } from '../api/whizz-admin-api.ts';
import { Pill } from '../components/pill.tsx';
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
  const navigate = useNavigate();
  const allowLeave = useRef(false);
  const [dirty, setDirty] = useState(false);
  const onSaved = useCallback(() => {
    allowLeave.current = true;
    void navigate('/admin/whizz');
  }, [navigate]);

  return (
    <div className="mx-auto max-w-5xl">
      <title>{whizz ? 'Edit whizz | KodeSchool Admin' : 'New whizz | KodeSchool Admin'}</title>
      <LeaveGuard when={dirty} allowRef={allowLeave} />
      <Link
        to="/admin/whizz"
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All whizz
      </Link>
      <AdminPageHeader
        title={whizz ? 'Edit whizz' : 'New whizz'}
        description={
          whizz ? (
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-medium text-slate-800" data-testid="editor-whizz-title">
                {whizz.title}
              </span>
              <Pill tone={whizz.status === 'Active' ? 'green' : 'slate'}>{whizz.status}</Pill>
              <span className="text-slate-500">Updated {formatDateTime(whizz.updatedAt)}</span>
            </span>
          ) : (
            'Set the schedule, choose batches and questions, then create it.'
          )
        }
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
