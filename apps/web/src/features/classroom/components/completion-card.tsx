import { clsx } from 'clsx';
import { Award, CheckCircle2, Circle, Download, ExternalLink, Share2 } from 'lucide-react';
import { Link } from 'react-router';

import { plural, type Completion } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';
import { formatDate } from '@/core/format-date';
import { linkedInShareUrl } from '@/core/linkedin';

import { useCompletion } from '../api/completion.ts';

function Requirement({ met, children }: { met: boolean; children: string }) {
  const Icon = met ? CheckCircle2 : Circle;
  return (
    <li className="flex items-start gap-2 text-sm">
      <Icon
        className={clsx('mt-0.5 size-4 shrink-0', met ? 'text-emerald-600' : 'text-slate-300')}
        aria-hidden="true"
      />
      <span className={met ? 'text-slate-900' : 'text-slate-600'}>
        {children}
        <span className="sr-only">{met ? ' (done)' : ' (not yet)'}</span>
      </span>
    </li>
  );
}

function Earned({ certificate }: { certificate: NonNullable<Completion['certificate']> }) {
  const pageUrl = `${window.location.origin}${certificate.url}`;
  return (
    <section
      aria-labelledby="certificate-title"
      data-testid="classroom-certificate"
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-amber-400 via-amber-500 to-orange-600 p-5 text-white shadow-card"
    >
      <Award className="size-8 text-amber-50" aria-hidden="true" />
      <h2 id="certificate-title" className="mt-3 text-base font-extrabold">
        You completed the course!
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-amber-50">
        Your certificate of completion was issued on {formatDate(certificate.issuedAt)}. ID{' '}
        <span
          data-testid="classroom-certificate-code"
          className="font-mono font-bold whitespace-nowrap text-white"
        >
          {certificate.code}
        </span>
      </p>
      <div className="mt-4 grid gap-2">
        <Link
          to={certificate.url}
          data-testid="classroom-certificate-view"
          className={buttonStyles({ variant: 'inverse', fullWidth: true })}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          View certificate
        </Link>
        <div className="grid grid-cols-2 gap-2">
          <a
            href={certificate.pdfUrl}
            target="_blank"
            rel="noreferrer"
            className={buttonStyles({ variant: 'outline-inverse', size: 'sm' })}
          >
            <Download className="size-4" aria-hidden="true" />
            PDF
          </a>
          <a
            href={linkedInShareUrl(pageUrl)}
            target="_blank"
            rel="noreferrer"
            data-testid="classroom-certificate-linkedin"
            className={buttonStyles({ variant: 'outline-inverse', size: 'sm' })}
          >
            <Share2 className="size-4" aria-hidden="true" />
            LinkedIn
            <span className="sr-only"> (share, opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}

/**
 * What completing the course asks (every lesson done, every assignment passed) and, once the
 * worker has issued it, the certificate with its links.
 */
export function CompletionCard({ batchId }: { batchId: string }) {
  const { data } = useCompletion(batchId);
  if (!data || data.lessons.total + data.assignments.total === 0) return null;
  if (data.certificate) return <Earned certificate={data.certificate} />;
  const { lessons, assignments } = data;
  return (
    <section
      aria-labelledby="completion-title"
      data-testid="classroom-completion"
      className="card p-5"
    >
      <h2
        id="completion-title"
        className="flex items-center gap-2 text-base font-extrabold text-slate-900"
      >
        <Award className="size-5 text-amber-500" aria-hidden="true" />
        Certificate of completion
      </h2>
      {data.complete ? (
        <p className="mt-2 text-sm font-semibold text-emerald-700" role="status">
          All done! Your certificate is being issued…
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          Earn it by finishing every lesson and passing every assignment.
        </p>
      )}
      <ul role="list" className="mt-4 space-y-2" data-testid="classroom-completion-requirements">
        <Requirement met={lessons.done === lessons.total}>
          {`${lessons.done} of ${plural(lessons.total, 'lesson')} done`}
        </Requirement>
        {assignments.total > 0 && (
          <Requirement met={assignments.passed === assignments.total}>
            {`${assignments.passed} of ${plural(assignments.total, 'assignment')} passed · ${assignments.submitted} submitted`}
          </Requirement>
        )}
      </ul>
    </section>
  );
}
