import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

/** A value people type into their banking app, with a one-tap copy. */
export function CopyValue({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
    } catch {
      // No clipboard access (an old browser or an insecure page): the value is still selectable.
    }
  };

  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-500">{label}</dt>
      <dd className="mt-0.5 flex min-w-0 items-center justify-between gap-3">
        <span
          data-testid={testId}
          className="min-w-0 font-mono text-sm font-semibold break-all text-slate-900"
        >
          {value}
        </span>
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2.5 text-xs font-semibold text-slate-700 hover:bg-slate-50"
        >
          {isCopied ? (
            <Check className="size-3.5 text-emerald-600" aria-hidden="true" />
          ) : (
            <Copy className="size-3.5" aria-hidden="true" />
          )}
          {isCopied ? 'Copied' : 'Copy'}
          <span className="sr-only"> {label}</span>
        </button>
      </dd>
    </div>
  );
}
