import { clsx } from 'clsx';
import { BadgeCheck, Download, Share2, ShieldCheck } from 'lucide-react';

import type { Certificate } from '@app/shared';

import { buttonStyles } from '@/components/ui/button-styles';
import { linkedInAddToProfileUrl, linkedInShareUrl } from '@/core/linkedin';

import { certificatePdfHref } from '../lib/webinar-display.ts';
import { istDay, istLongDate } from '../lib/webinar-time.ts';

/** The verification result: who received the certificate, for what, when, and its PDF. */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const isCourse = certificate.kind === 'course';
  const pageUrl = `${window.location.origin}/certificates/${certificate.code}`;
  const rows = [
    {
      label: isCourse ? 'Course' : 'Webinar',
      value: certificate.webinarTitle,
      testId: 'certificate-webinar',
      wide: true,
    },
    {
      label: isCourse ? 'Completed on' : 'Webinar date',
      value: istLongDate(certificate.webinarDate),
      testId: 'certificate-date',
    },
    { label: 'Issued on', value: istDay(certificate.issuedAt), testId: 'certificate-issued' },
  ];

  return (
    <article
      data-testid="certificate-genuine"
      className="overflow-hidden rounded-3xl border border-emerald-200 bg-white shadow-pop"
    >
      <header className="relative isolate overflow-hidden bg-gradient-to-br from-emerald-600 via-emerald-700 to-teal-800 px-6 py-7 text-white sm:px-9">
        <div
          aria-hidden="true"
          className="absolute -top-20 -right-16 -z-10 size-64 rounded-full bg-white/15 blur-3xl"
        />
        <div className="flex items-center gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white/15 ring-1 ring-white/30">
            <ShieldCheck className="size-8" aria-hidden="true" />
          </span>
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              Genuine certificate
            </h1>
            <p className="mt-1 text-sm text-emerald-50">
              Issued by KodeSchool and recorded under this ID.
            </p>
          </div>
        </div>
      </header>
      <div className="px-6 py-7 sm:px-9 sm:py-8">
        <p className="text-xs font-semibold tracking-widest text-slate-500 uppercase">
          {isCourse ? 'Certificate of completion' : 'Certificate of participation'} awarded to
        </p>
        <p
          data-testid="certificate-name"
          className="mt-2 flex items-center gap-2 text-2xl font-bold break-words text-slate-900 sm:text-3xl"
        >
          {certificate.name}
          <BadgeCheck className="size-6 shrink-0 text-emerald-600" aria-label="Verified" />
        </p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {rows.map((row) => (
            <div
              key={row.label}
              className={clsx(
                'rounded-xl border border-slate-100 bg-slate-50 p-4',
                'wide' in row && 'sm:col-span-2',
              )}
            >
              <dt className="text-xs font-semibold text-slate-500">{row.label}</dt>
              <dd
                data-testid={row.testId}
                className="mt-1 font-semibold break-words text-slate-900"
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-col gap-4 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-xs font-semibold text-slate-500">Certificate ID</p>
            <p
              data-testid="certificate-code"
              className="mt-1 font-mono text-lg font-bold tracking-wider text-slate-900"
            >
              {certificate.code}
            </p>
          </div>
          <a
            href={certificatePdfHref(certificate.pdfUrl, certificate.code)}
            target="_blank"
            rel="noreferrer"
            data-testid="certificate-download"
            className={buttonStyles({ size: 'lg' })}
          >
            <Download className="size-4" aria-hidden="true" />
            Download PDF
          </a>
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={linkedInShareUrl(pageUrl)}
            target="_blank"
            rel="noreferrer"
            data-testid="certificate-linkedin-share"
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            <Share2 className="size-4" aria-hidden="true" />
            Share on LinkedIn
          </a>
          <a
            href={linkedInAddToProfileUrl({
              name: isCourse ? certificate.webinarTitle : `Webinar: ${certificate.webinarTitle}`,
              issuedAt: certificate.issuedAt,
              pageUrl,
              code: certificate.code,
            })}
            target="_blank"
            rel="noreferrer"
            data-testid="certificate-linkedin-add"
            className={buttonStyles({ variant: 'ghost', size: 'sm' })}
          >
            Add to LinkedIn profile
          </a>
        </div>
      </div>
    </article>
  );
}
