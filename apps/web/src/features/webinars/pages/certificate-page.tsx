import { AlertTriangle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';

import { CERTIFICATE_CODE_PATTERN, WEBINAR_MSG } from '@app/shared';

import { Button } from '@/components/ui/button';
import { getErrorMessage, isNotFound } from '@/core/api-client';

import { useCertificate } from '../api/get-certificate.ts';
import { CertificateCard } from '../components/certificate-card.tsx';
import { CertificateLayout } from '../components/certificate-layout.tsx';
import { CertificateLookupForm } from '../components/certificate-lookup-form.tsx';
import { normaliseCertificateCode } from '../lib/webinar-display.ts';

/** /certificates/:code: anyone can check that a certificate is genuine. */
export default function CertificatePage() {
  const { code: raw = '' } = useParams();
  const code = normaliseCertificateCode(raw);
  // A code that cannot exist is not worth a request.
  const isWellFormed = CERTIFICATE_CODE_PATTERN.test(code);
  const certificate = useCertificate(isWellFormed ? code : '');

  let body;
  if (!isWellFormed || isNotFound(certificate.error)) {
    body = <NotFound code={raw} />;
  } else if (certificate.data) {
    body = <CertificateCard certificate={certificate.data} />;
  } else if (certificate.error) {
    body = (
      <Panel icon={AlertTriangle} title="We could not check this certificate">
        <p className="mt-2 text-slate-600">{getErrorMessage(certificate.error)}</p>
        <Button
          className="mt-6"
          onClick={() => void certificate.refetch()}
          isLoading={certificate.isFetching}
          loadingText="Retrying…"
        >
          Try again
        </Button>
      </Panel>
    );
  } else {
    body = (
      <div
        aria-busy="true"
        aria-label="Checking the certificate"
        className="h-96 animate-pulse rounded-3xl bg-white shadow-card"
      />
    );
  }

  return (
    <CertificateLayout>
      <title>
        {certificate.data
          ? `Certificate of ${certificate.data.name} | KodeSchool`
          : 'Verify a certificate | KodeSchool'}
      </title>
      {body}
      {certificate.data && (
        <p className="mt-6 text-center text-sm text-slate-600">
          Anyone with this link can check this certificate. Its details come straight from our
          records, not from the PDF.
        </p>
      )}
    </CertificateLayout>
  );
}

function NotFound({ code }: { code: string }) {
  return (
    <Panel icon={SearchX} title="Certificate not found" testId="certificate-not-found">
      <p className="mt-2 text-slate-700" data-testid="certificate-not-found-message">
        {WEBINAR_MSG.certificateNotFound}
      </p>
      {code && (
        <p className="mt-2 text-sm text-slate-500">
          You looked up <span className="font-mono font-semibold text-slate-700">{code}</span>.
        </p>
      )}
      <div className="mt-7 border-t border-slate-100 pt-6 text-left">
        <CertificateLookupForm label="Try another certificate ID" />
      </div>
    </Panel>
  );
}

function Panel({
  icon: Icon,
  title,
  testId,
  children,
}: {
  icon: typeof SearchX;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      className="rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-card sm:p-10"
    >
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-amber-50 text-amber-700 ring-8 ring-amber-50/50">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      {children}
    </section>
  );
}
