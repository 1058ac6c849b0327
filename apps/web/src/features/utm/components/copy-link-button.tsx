import { clsx } from 'clsx';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

import { toast } from '@/core/toast';

import { copyText } from '../lib/copy-text.ts';

export const LINK_COPIED = 'Link copied';

type CopyLinkButtonProps = {
  url: string;
  /** 'icon' for table rows; 'button' for the freshly created link. */
  look?: 'icon' | 'button';
  label?: string;
};

/** Copies a link and confirms with the 'Link copied' toast and a brief check mark. */
export function CopyLinkButton({ url, look = 'icon', label = 'Copy link' }: CopyLinkButtonProps) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const onCopy = async () => {
    try {
      await copyText(url);
      setIsCopied(true);
      toast.success(LINK_COPIED);
    } catch {
      toast.error('Could not copy the link. Select it and copy it by hand.');
    }
  };

  const Icon = isCopied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={() => void onCopy()}
      data-testid="utm-copy"
      aria-label={look === 'icon' ? label : undefined}
      title={look === 'icon' ? label : undefined}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center gap-1.5 font-semibold transition-colors',
        look === 'icon'
          ? 'size-9 rounded-lg text-slate-600 hover:bg-brand-50 hover:text-brand-700'
          : 'h-10 rounded-xl bg-brand-600 px-4 text-sm text-white shadow-sm hover:bg-brand-700',
        isCopied && look === 'icon' && 'text-emerald-700',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {look === 'button' && (isCopied ? 'Copied' : label)}
    </button>
  );
}
