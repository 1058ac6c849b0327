import { clsx } from 'clsx';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

import { toast } from '@/core/toast';

import { copyText } from '../lib/copy-text.ts';

/** A small icon button that copies `text` and confirms with a toast and a brief check mark. */
export function CopyButton({
  text,
  label,
  toastText = 'Copied',
  testId,
}: {
  text: string;
  /** Accessible name, e.g. "Copy reference". */
  label: string;
  toastText?: string;
  testId?: string;
}) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const onCopy = async () => {
    try {
      await copyText(text);
      setIsCopied(true);
      toast.success(toastText);
    } catch {
      toast.error('Could not copy. Select the text and copy it by hand.');
    }
  };

  const Icon = isCopied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={() => void onCopy()}
      aria-label={label}
      title={label}
      data-testid={testId}
      className={clsx(
        'grid size-8 shrink-0 place-items-center rounded-lg transition-colors hover:bg-brand-50 hover:text-brand-700',
        isCopied ? 'text-emerald-700' : 'text-slate-500',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
