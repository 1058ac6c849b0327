import type { ReactNode } from 'react';

import { ID_PATTERN, WEBINAR_MSG, type Webinar } from '@app/shared';

import { RecordLoader } from '@/components/ui/record-loader';

import { useWebinar } from '../api/webinars-api.ts';

/** Loads one webinar for a page (its overview and its editor) and renders it. */
export function WebinarLoader({
  id,
  children,
}: {
  id: string;
  children: (webinar: Webinar) => ReactNode;
}) {
  const isValidId = ID_PATTERN.test(id);
  const query = useWebinar(id, isValidId);
  return (
    <RecordLoader
      query={query}
      isValidId={isValidId}
      notFound={{
        title: WEBINAR_MSG.notFound,
        description: 'It may have been deleted. Open it from the webinar list.',
      }}
      failedMessage="Could not load the webinar"
      loadingLabel="Loading webinar..."
      back={{ to: '/admin/webinars', label: 'Back to webinars' }}
    >
      {children}
    </RecordLoader>
  );
}
