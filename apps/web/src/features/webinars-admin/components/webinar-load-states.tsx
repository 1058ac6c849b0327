import { CircleAlert, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ID_PATTERN, WEBINAR_MSG, type Webinar } from '@app/shared';

import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { RouteLoader } from '@/components/ui/route-loader';
import { StatusPanel } from '@/components/ui/status-panel';
import { clientMessage, isNotFound } from '@/core/api-client';

import { useWebinar } from '../api/webinars-api.ts';

const backToList = (
  <Link to="/admin/webinars" className={buttonStyles({ variant: 'secondary' })}>
    Back to webinars
  </Link>
);

/** Loads one webinar for a page: the not-found panel, a spinner, the error with a retry, or it. */
export function WebinarLoader({
  id,
  children,
}: {
  id: string;
  children: (webinar: Webinar) => ReactNode;
}) {
  const isValidId = ID_PATTERN.test(id);
  const query = useWebinar(id, isValidId);

  if (!isValidId || (query.isError && isNotFound(query.error))) {
    return (
      <StatusPanel
        icon={SearchX}
        tone="danger"
        title={WEBINAR_MSG.notFound}
        description="It may have been deleted. Open it from the webinar list."
        actions={backToList}
        className="py-16"
      />
    );
  }
  if (query.isPending) return <RouteLoader message="Loading webinar..." />;
  if (query.isError) {
    return (
      <StatusPanel
        icon={CircleAlert}
        tone="danger"
        title="Could not load the webinar"
        description={clientMessage(query.error, WEBINAR_MSG.unknownError)}
        actions={
          <>
            {backToList}
            <Button onClick={() => void query.refetch()} isLoading={query.isFetching}>
              Try again
            </Button>
          </>
        }
        className="py-16"
      />
    );
  }
  return <>{children(query.data)}</>;
}
