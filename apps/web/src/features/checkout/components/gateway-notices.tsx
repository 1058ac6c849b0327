import { FlaskConical, Landmark } from 'lucide-react';

/**
 * Said before anyone pays: a site on the test gateway (local, or a staging site in production
 * with PAYMENTS_TEST_GATEWAY=true) takes no money; a site with no online gateway takes UPI /
 * bank transfers only.
 */
export function TestGatewayNotice() {
  return (
    <p
      data-testid="test-gateway-notice"
      className="mb-4 flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-bold">This site uses a test payment gateway.</span> No money is taken:
        online payments here are simulated, for trying the site out.
      </span>
    </p>
  );
}

export function OnlineUnavailableNotice() {
  return (
    <p
      data-testid="online-unavailable"
      className="mt-3 flex items-start gap-2 text-sm leading-snug text-slate-600"
    >
      <Landmark className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      Online payment is not available on this site yet. Pay by UPI or bank transfer and share the
      reference; we confirm it by hand.
    </p>
  );
}
