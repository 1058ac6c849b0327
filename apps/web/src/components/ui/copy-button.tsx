import { clsx } from 'clsx';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

import { copyText } from '@/core/copy-text';
import { toast } from '@/core/toast';

/**
 * Copies `text` and confirms with a toast and a brief check mark: a small icon button (table
 * rows, detail drawers) or, with look 'button', a labelled primary button.
 */
export function CopyButton({
  text,
  label,
  toastText = 'Copied',
  errorText = 'Could not copy. Select the text and copy it by hand.',
  look = 'icon',
  testId,
}: {
  text: string;
  /** Accessible name (icon) or the button's text, e.g. "Copy reference". */
  label: string;
  toastText?: string;
  errorText?: string;
  look?: 'icon' | 'button';
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
      toast.error(errorText);
    }
  };

  const Icon = isCopied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={() => void onCopy()}
      aria-label={look === 'icon' ? label : undefined}
      title={look === 'icon' ? label : undefined}
      data-testid={testId}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center gap-1.5 font-semibold transition-colors',
        look === 'icon'
          ? 'size-8 rounded-lg hover:bg-brand-50 hover:text-brand-700'
          : 'h-10 rounded-xl bg-brand-600 px-4 text-sm text-white shadow-sm hover:bg-brand-700',
        look === 'icon' && (isCopied ? 'text-emerald-700' : 'text-slate-500'),
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {look === 'button' && (isCopied ? 'Copied' : label)}
    </button>
  );
}
