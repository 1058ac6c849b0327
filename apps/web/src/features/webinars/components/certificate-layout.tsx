import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The quiet backdrop of the certificate pages: a verification is an official-feeling thing. */
export function CertificateLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate overflow-hidden bg-slate-50">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80">
        <div className="absolute inset-0 bg-gradient-to-b from-brand-100/70 to-transparent" />
        <div className="absolute inset-0 bg-[radial-gradient(rgb(79_70_229/0.12)_1px,transparent_1px)] [mask-image:linear-gradient(to_bottom,black,transparent)] bg-[size:18px_18px]" />
      </div>
      <div className="container-page max-w-3xl py-10 sm:py-16">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold tracking-wider text-brand-800 uppercase shadow-sm ring-1 ring-brand-100">
          <ShieldCheck className="size-4" aria-hidden="true" />
          Certificate verification
        </p>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
