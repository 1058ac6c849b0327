import { Award, FileText, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { plural, WEBINAR_MSG, type Webinar, formatNumber } from '@app/shared';

import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { IconTile } from '@/components/ui/icon-tile';
import { clientMessage } from '@/core/api-client';
import { toast } from '@/core/toast';

import { certificatePreviewHref, useCampaigns, useSendCertificates } from '../api/campaigns-api.ts';
import { useWebinarStudents } from '../api/students-api.ts';
import { CertificateStatusBadge } from './badges.tsx';
import { CampaignList } from './campaign-list.tsx';
import { SendConfirmDialog } from './email-preview.tsx';

const FIRST_ATTENDEE = {
  page: 1,
  limit: 1,
  search: '',
  attended: 'true',
  certificateStatus: '',
} as const;

/** The Certificates tab: the webinar's certificate state, sending (or resending), the runs. */
export function CertificatesTab({ webinar }: { webinar: Webinar }) {
  const campaigns = useCampaigns(webinar._id);
  const sender = useSendCertificates(webinar._id);
  const attendee = useWebinarStudents(webinar._id, FIRST_ATTENDEE, webinar.certificateEnabled);
  const [isConfirming, setConfirming] = useState(false);
  const [resend, setResend] = useState(false);
  const { attended, certificatesSent, certificatesFailed } = webinar.counts;
  const waiting = Math.max(0, attended - certificatesSent);
  const first = attendee.data?.students[0];

  const onConfirm = () =>
    sender.mutate(
      { resend },
      {
        onSuccess: ({ message }) => {
          toast.success(message || WEBINAR_MSG.certificatesQueued);
          setConfirming(false);
          setResend(false);
        },
        onError: (error) => {
          toast.error(clientMessage(error, WEBINAR_MSG.unknownError));
          setConfirming(false);
        },
      },
    );

  return (
    <div className="space-y-6">
      <section className="card p-4 sm:p-5" aria-labelledby="certificates-title">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 gap-3">
            <IconTile icon={Award} className="size-10 shrink-0 bg-brand-50 text-brand-700" />
            <div className="min-w-0">
              <h2
                id="certificates-title"
                className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900"
              >
                Certificates
                <CertificateStatusBadge
                  status={webinar.certificateStatus}
                  testId="certificate-status"
                />
              </h2>
              <p className="mt-0.5 text-sm text-slate-600" data-testid="certificate-enabled">
                {webinar.certificateEnabled
                  ? `On · signed by ${webinar.certificateSignatory || 'no signatory set'}${
                      webinar.certificateSignatoryTitle
                        ? `, ${webinar.certificateSignatoryTitle}`
                        : ''
                    }`
                  : WEBINAR_MSG.certificatesDisabled}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {webinar.certificateEnabled && first && (
              <a
                href={certificatePreviewHref(webinar._id, first._id)}
                target="_blank"
                rel="noreferrer"
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                data-testid="certificate-preview"
              >
                <FileText className="size-4" aria-hidden="true" />
                Preview PDF
              </a>
            )}
            {webinar.certificateEnabled ? (
              <Button
                icon={Send}
                size="sm"
                onClick={() => setConfirming(true)}
                data-testid="certificates-send"
              >
                Send certificates
              </Button>
            ) : (
              <Link
                to={`/admin/webinars/edit/${webinar._id}`}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                <Pencil className="size-4" aria-hidden="true" />
                Turn on in settings
              </Link>
            )}
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Attended" value={attended} testId="certificate-attended" />
          <Stat label="Waiting" value={waiting} testId="certificate-waiting" />
          <Stat label="Sent" value={certificatesSent} testId="certificate-sent" />
          <Stat label="Failed" value={certificatesFailed} testId="certificate-failed" />
        </dl>
        {webinar.certificateEnabled && attended === 0 && (
          <p className="mt-4 text-sm text-slate-600">
            Only attendees get a certificate: mark attendance in the Students tab (or import the
            meeting tool&apos;s participant list) first.
          </p>
        )}
      </section>

      <CampaignList query={campaigns} kind="certificates" />

      <SendConfirmDialog
        open={isConfirming}
        onClose={() => setConfirming(false)}
        title="Send certificates?"
        description={
          resend
            ? `Every attendee (${plural(attended, 'person', 'people')}) gets a certificate e-mail; those who already have one get the same code again.`
            : `${plural(waiting, 'attendee')} waiting for a certificate will get it by e-mail, with a PDF attached.`
        }
        onConfirm={onConfirm}
        isPending={sender.isPending}
        testId="certificates-send-dialog"
      >
        <div className="flex items-start gap-3 rounded-xl border border-slate-200 px-4 py-3">
          <input
            id="certificates-resend"
            type="checkbox"
            checked={resend}
            onChange={(e) => setResend(e.target.checked)}
            className="mt-0.5 size-4 cursor-pointer accent-brand-600"
            aria-describedby="certificates-resend-hint"
          />
          <div>
            <label
              htmlFor="certificates-resend"
              className="block cursor-pointer text-sm font-medium text-slate-900"
            >
              Resend to everyone
            </label>
            <p id="certificates-resend-hint" className="text-xs text-slate-600">
              Also those who already got one, or whose sending failed.
            </p>
          </div>
        </div>
      </SendConfirmDialog>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-xl font-bold text-slate-900 tabular-nums" data-testid={testId}>
        {formatNumber(value)}
      </dd>
    </div>
  );
}
