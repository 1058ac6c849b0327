import { TriangleAlert } from 'lucide-react';

/** A warning that opens with a setting's name (`SMTP_URL is not set: …`) shows the name as code. */
function WarningText({ text }: { text: string }) {
  const match = /^([A-Z][A-Z0-9_]{2,})\b(.*)$/s.exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      <code className="rounded bg-amber-100/80 px-1 py-px font-mono text-[0.8125rem] font-semibold text-amber-950">
        {match[1]}
      </code>
      {match[2]}
    </>
  );
}

/**
 * Settings the person running the server should fix (GET /admin/dashboard `warnings`, shown to
 * admins only): one amber banner above the figures, one line per warning, nothing when all is well.
 */
export function OperatorWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="operator-warnings-title"
      className="mb-5 flex gap-3 rounded-xl bg-amber-50 px-4 py-3.5 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset sm:px-5"
      data-testid="operator-warnings"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="operator-warnings-title" className="font-semibold text-amber-950">
          {warnings.length === 1
            ? 'A server setting needs attention'
            : 'Server settings need attention'}
        </h2>
        <ul className="mt-1 space-y-1 leading-relaxed">
          {warnings.map((warning) => (
            <li key={warning} data-testid="operator-warning">
              <WarningText text={warning} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
