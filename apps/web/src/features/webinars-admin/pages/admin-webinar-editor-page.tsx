import { Eye } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';

import type { Webinar } from '@app/shared';

import { EditorHeader } from '@/components/admin/admin-page-header';
import { useGuardedLeave } from '@/components/admin/use-guarded-leave';
import { LeaveGuard } from '@/components/ui/leave-guard';

import { WebinarStatusBadge } from '../components/badges.tsx';
import { DeleteWebinarDialog } from '../components/delete-webinar-dialog.tsx';
import { WebinarForm } from '../components/webinar-form.tsx';
import { WebinarHeaderActions } from '../components/webinar-header-actions.tsx';
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
  const { allowRef, leave } = useGuardedLeave();
  const [dirty, setDirty] = useState(false);
  const [toDelete, setToDelete] = useState<Webinar | null>(null);
  // The spec: after a webinar is created or updated the page goes to /admin/webinars.
  const leaveToList = useCallback(() => leave(LIST_PATH), [leave]);

  return (
    <div className="mx-auto max-w-4xl">
      <title>
        {webinar ? 'Edit webinar | KodeSchool Admin' : 'New webinar | KodeSchool Admin'}
      </title>
      <LeaveGuard when={dirty} allowRef={allowRef} />
      <EditorHeader
        noun="webinar"
        back={{ to: LIST_PATH, label: 'All webinars' }}
        record={
          webinar && {
            name: webinar.title,
            badge: <WebinarStatusBadge status={webinar.status} />,
            updatedAt: webinar.updatedAt,
          }
        }
        newDescription="Set the time, the join link and who speaks; the public page opens for registration."
        actions={
          webinar && (
            <WebinarHeaderActions
              link={{ to: `/admin/webinars/${webinar._id}`, icon: Eye, label: 'Students' }}
              onDelete={() => setToDelete(webinar)}
              deleteLabel="Delete"
              deleteTestId="webinar-editor-delete"
            />
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
