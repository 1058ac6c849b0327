import { CircleAlert } from 'lucide-react';

import { HOME_MSG } from '@app/shared';

import { Button } from '@/components/ui/button';
import { RouteLoader } from '@/components/ui/route-loader';
import { StatusPanel } from '@/components/ui/status-panel';
import { getErrorMessage } from '@/core/api-client';

import { useAdminHome } from '../api/get-admin-home.ts';
import { HomeEditor } from '../editor/home-editor.tsx';

/** /admin/edit-home (admins): edit every home section with a live preview; Publish makes it live. */
export default function AdminEditHomePage() {
  const query = useAdminHome();
  if (query.isPending) return <RouteLoader message="Loading home page..." />;
  if (query.isError) {
    return (
      <StatusPanel
        icon={CircleAlert}
        tone="danger"
        title={HOME_MSG.loadFailed}
        description={getErrorMessage(query.error, HOME_MSG.loadFailed)}
        actions={
          <Button onClick={() => void query.refetch()} isLoading={query.isFetching}>
            Try again
          </Button>
        }
        className="py-16"
      />
    );
  }
  return <HomeEditor data={query.data} />;
}
