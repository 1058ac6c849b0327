import { CERTIFICATE_STATUS_LABELS, type CertificateStatus, type WebinarStatus } from '@app/shared';

import { Pill } from '@/components/admin/pill';

import {
  CERTIFICATE_STATUS_TONES,
  WEBINAR_STATUS_LABELS,
  WEBINAR_STATUS_TONES,
} from '../lib/format.ts';

export function WebinarStatusBadge({ status, testId }: { status: WebinarStatus; testId?: string }) {
  return (
    <Pill tone={WEBINAR_STATUS_TONES[status]} testId={testId} status={status} className="gap-1.5">
      {status === 'live' && (
        <span className="relative flex size-2" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
        </span>
      )}
      {WEBINAR_STATUS_LABELS[status]}
    </Pill>
  );
}

export function CertificateStatusBadge({
  status,
  testId,
}: {
  status: CertificateStatus;
  testId?: string;
}) {
  return (
    <Pill tone={CERTIFICATE_STATUS_TONES[status]} testId={testId}>
      {CERTIFICATE_STATUS_LABELS[status]}
    </Pill>
  );
}
