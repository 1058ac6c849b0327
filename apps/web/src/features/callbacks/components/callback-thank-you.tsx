import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';

import { CALLBACK_THANKYOU_CLOSE_MS } from '@app/shared';

import { Button } from '@/components/ui/button';

/** A bar that empties while the popup waits to close, so the auto-close is no surprise. */
function drainOver(bar: HTMLDivElement | null) {
  bar?.animate([{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }], {
    duration: CALLBACK_THANKYOU_CLOSE_MS,
    easing: 'linear',
    fill: 'forwards',
  });
}

type CallbackThankYouProps = { message: string; onClose: () => void };

/** The last state of the popup (product.md §4): it closes itself after 5 s. */
export function CallbackThankYou({ message, onClose }: CallbackThankYouProps) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, CALLBACK_THANKYOU_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  return (
    <div data-testid="callback-thank-you" className="animate-fade-in py-2 text-center">
      <span className="mx-auto mb-5 grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/50">
        <CheckCircle2 className="size-9" aria-hidden="true" />
      </span>
      <Dialog.Title className="text-2xl font-extrabold tracking-tight text-slate-900">
        Thank you!
      </Dialog.Title>
      <Dialog.Description
        role="status"
        data-testid="callback-success"
        className="mx-auto mt-3 max-w-sm text-base leading-relaxed text-slate-600"
      >
        {message}
      </Dialog.Description>
      <div
        className="mx-auto mt-7 h-1 w-40 overflow-hidden rounded-full bg-slate-100"
        aria-hidden="true"
      >
        <div ref={drainOver} className="h-full origin-left rounded-full bg-emerald-500" />
      </div>
      <p className="mt-2 text-xs text-slate-500">This window closes by itself.</p>
      <Button variant="secondary" className="mt-6" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}
