import { ArrowLeft, Eye, Trash2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import type { Webinar } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { LeaveGuard } from '@/components/ui/leave-guard';
import { formatDateTime } from '@/core/format-date';

import { WebinarStatusBadge } from '../components/badges.tsx';
import { DeleteWebinarDialog } from '../components/delete-webinar-dialog.tsx';
import { WebinarForm } from '../components/webinar-form.tsx';
import { WebinarLoader } from '../components/webinar-load-states.tsx';

const LIST_PATH = '/admin/webinars';

/** /admin/webinars/create and /admin/webinars/edit/{webinarId}. */
export default function AdminWebinarEditorPage() {
  const { webinarId } = useParams();
  if (!webinarId) return <EditorScreen key="new" />;
  return (
    <WebinarLoader key={webinarId} id={webinarId}>
      {(webinar) => <EditorScreen webinar={webinar} />}
    </WebinarLoader>
  );
}

function EditorScreen({ webinar }: { webinar?: Webinar }) {
  const navigate = useNavigate();
  const allowLeave = useRef(false);
  const [dirty, setDirty] = useState(false);
  const [toDelete, setToDelete] = useState<Webinar | null>(null);
  // The spec: after a webinar is created or updated the page goes to /admin/webinars.
  const leaveToList = useCallback(() => {
    allowLeave.current = true;
    void navigate(LIST_PATH);
  }, [navigate]);

  return (
    <div className="mx-auto max-w-4xl">
      <title>
        {webinar ? 'Edit webinar | KodeSchool Admin' : 'New webinar | KodeSchool Admin'}
      </title>
      <LeaveGuard when={dirty} allowRef={allowLeave} />
      <Link
        to={LIST_PATH}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All webinars
      </Link>
      <AdminPageHeader
        title={webinar ? 'Edit webinar' : 'New webinar'}
        description={
          webinar ? (
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-medium text-slate-800" data-testid="editor-webinar-title">
                {webinar.title}
              </span>
              <WebinarStatusBadge status={webinar.status} />
              <span className="text-slate-500">Updated {formatDateTime(webinar.updatedAt)}</span>
            </span>
          ) : (
            'Set the time, the join link and who speaks; the public page opens for registration.'
          )
        }
        actions={
          webinar && (
            <div className="flex shrink-0 flex-wrap gap-2">
              <Link
                to={`/admin/webinars/${webinar._id}`}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                <Eye className="size-4" aria-hidden="true" />
                Students
              </Link>
              <Button
                variant="danger"
                size="sm"
                onClick={() => setToDelete(webinar)}
                data-testid="webinar-editor-delete"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
            </div>
          )
        }
      />
      <WebinarForm webinar={webinar} onSaved={leaveToList} onDirtyChange={setDirty} />
      <DeleteWebinarDialog
        webinar={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={leaveToList}
      />
    </div>
  );
}
