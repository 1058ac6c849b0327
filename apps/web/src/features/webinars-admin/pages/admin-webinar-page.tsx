import { Pencil } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';

import type { Webinar } from '@app/shared';

import { AdminPageHeader } from '@/components/admin/admin-page-header';

import { WebinarStatusBadge } from '../components/badges.tsx';
import { CertificatesTab } from '../components/certificates-tab.tsx';
import { DeleteWebinarDialog } from '../components/delete-webinar-dialog.tsx';
import { EmailTab } from '../components/email-tab.tsx';
import { StudentsTab } from '../components/students-tab.tsx';
import { WebinarHeaderActions } from '../components/webinar-header-actions.tsx';
import { WebinarLoader } from '../components/webinar-load-states.tsx';
import { WebinarOverview } from '../components/webinar-overview.tsx';
import {
  panelId,
  tabId,
  WEBINAR_TABS,
  WebinarTabs,
  type WebinarTab,
} from '../components/webinar-tabs.tsx';

/** /admin/webinars/{webinarId}: the webinar, its students, bulk e-mail and certificates. */
export default function AdminWebinarPage() {
  const { webinarId = '' } = useParams();
  return (
    <WebinarLoader key={webinarId} id={webinarId}>
      {(webinar) => <WebinarView webinar={webinar} />}
    </WebinarLoader>
  );
}

function useTab(): [WebinarTab, (tab: WebinarTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = (WEBINAR_TABS as readonly string[]).includes(raw ?? '')
    ? (raw as WebinarTab)
    : 'students';
  const setTab = useCallback(
    (next: WebinarTab) =>
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          if (next === 'students') p.delete('tab');
          else p.set('tab', next);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, setTab];
}

function WebinarView({ webinar }: { webinar: Webinar }) {
  const navigate = useNavigate();
  const [tab, setTab] = useTab();
  const [toDelete, setToDelete] = useState<Webinar | null>(null);

  return (
    <div className="mx-auto max-w-[96rem]">
      <title>{`${webinar.title} | Webinars | KodeSchool Admin`}</title>
      <AdminPageHeader
        back={{ to: '/admin/webinars', label: 'All webinars' }}
        title={webinar.title}
        description={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <WebinarStatusBadge status={webinar.status} testId="webinar-detail-status" />
            <span className="font-mono text-slate-500">{webinar.webinarCode}</span>
            {webinar.speakers.length > 0 && (
              <span>· {webinar.speakers.map((s) => s.name).join(', ')}</span>
            )}
          </span>
        }
        actions={
          <WebinarHeaderActions
            link={{
              to: `/admin/webinars/edit/${webinar._id}`,
              icon: Pencil,
              label: 'Edit webinar',
              testId: 'webinar-detail-edit',
            }}
            onDelete={() => setToDelete(webinar)}
            deleteLabel="Delete webinar"
            deleteTestId="webinar-detail-delete"
          />
        }
      />
      <WebinarOverview webinar={webinar} />
      <div className="mt-8 mb-4">
        <WebinarTabs value={tab} onChange={setTab} />
      </div>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'students' && <StudentsTab webinarId={webinar._id} />}
        {tab === 'email' && <EmailTab webinar={webinar} />}
        {tab === 'certificates' && <CertificatesTab webinar={webinar} />}
      </div>
      <DeleteWebinarDialog
        webinar={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => void navigate('/admin/webinars')}
      />
    </div>
  );
}
