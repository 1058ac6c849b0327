import { Award, Link2, ShieldCheck } from 'lucide-react';

import { CertificateLayout } from '../components/certificate-layout.tsx';
import { CertificateLookupForm } from '../components/certificate-lookup-form.tsx';

const POINTS = [
  { icon: Award, text: 'Every KodeSchool certificate carries a unique 12-character ID.' },
  { icon: Link2, text: 'The link printed on it opens this check directly.' },
  { icon: ShieldCheck, text: 'The details shown come from our records, not from the PDF.' },
];

/** /certificates: type the code printed on a certificate to check it. */
export default function CertificateLookupPage() {
  return (
    <CertificateLayout>
      <title>Verify a certificate | KodeSchool</title>
      <section className="rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
          Is this certificate genuine?
        </h1>
        <p className="mt-3 text-slate-600">
          Type the certificate ID printed at the bottom of the certificate.
        </p>
        <div className="mt-7">
          <CertificateLookupForm />
        </div>
        <ul role="list" className="mt-8 space-y-3 border-t border-slate-100 pt-6">
          {POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-sm text-slate-600">
              <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </section>
    </CertificateLayout>
  );
}
