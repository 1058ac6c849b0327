import { useParams } from 'react-router';

import { EventPageSkeleton } from '@/components/ui/event-page-skeleton';
import { isNotFound } from '@/core/api-client';
import { useNow } from '@/core/hooks/use-now';

import { usePublicWebinar } from '../api/get-public-webinar.ts';
import { WebinarDetails } from '../components/webinar-details.tsx';
import { WebinarHero } from '../components/webinar-hero.tsx';
import { WebinarRegistrationPanel } from '../components/webinar-registration-panel.tsx';
import { WebinarLoadError, WebinarNotFound } from '../components/webinar-states.tsx';
import { statusNow } from '../lib/webinar-time.ts';

/** /webinars/:webinarCode: the page that sells one webinar, with its registration form. */
export default function WebinarPage() {
  const { webinarCode = '' } = useParams();
  const webinar = usePublicWebinar(webinarCode);
  const now = useNow();

  if (!webinar.data) {
    if (isNotFound(webinar.error)) return <WebinarNotFound />;
    if (webinar.error) {
      return <WebinarLoadError title="We could not load this webinar" query={webinar} />;
    }
    return <EventPageSkeleton label="Loading the webinar" />;
  }

  const data = webinar.data;
  const status = statusNow(data, now);
  return (
    <>
      <title>{`${data.title} · Live webinar | KodeSchool`}</title>
      <WebinarHero webinar={data} status={status} now={now} />
      <div className="bg-slate-50">
        <div className="container-page grid items-start gap-6 py-10 sm:py-14 lg:grid-cols-[1.5fr_1fr] lg:gap-8">
          <div className="order-last lg:order-first">
            <WebinarDetails webinar={data} />
          </div>
          <div className="lg:sticky lg:top-24">
            <WebinarRegistrationPanel key={data.webinarCode} webinar={data} status={status} />
          </div>
        </div>
      </div>
    </>
  );
}
