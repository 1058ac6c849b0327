import { HOME_MSG } from '@app/shared';

import { RecordLoader } from '@/components/ui/record-loader';

import { useAdminHome } from '../api/get-admin-home.ts';
import { HomeEditor } from '../editor/home-editor.tsx';

/** /admin/edit-home (admins): edit every home section with a live preview; Publish makes it live. */
export default function AdminEditHomePage() {
  const query = useAdminHome();
  return (
    <RecordLoader
      query={query}
      failedMessage={HOME_MSG.loadFailed}
      loadingLabel="Loading home page..."
    >
      {(data) => <HomeEditor data={data} />}
    </RecordLoader>
  );
}
