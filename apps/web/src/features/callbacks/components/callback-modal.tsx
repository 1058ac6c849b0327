import * as Dialog from '@radix-ui/react-dialog';
import { PhoneCall } from 'lucide-react';
import { useState } from 'react';

import { CALLBACK_MSG } from '@app/shared';

import { SheetDialog } from '@/components/ui/sheet-dialog';
import { useCallbackPopup } from '@/core/callback-popup';

import { useRequestCallback, type CallbackValues } from '../api/request-callback.ts';
import { CallbackForm } from './callback-form.tsx';
import { CallbackThankYou } from './callback-thank-you.tsx';

/** The callback request popup, mounted once in the app root and opened through useCallbackPopup. */
export function CallbackModal() {
  const isOpen = useCallbackPopup((s) => s.isOpen);
  const courseId = useCallbackPopup((s) => s.courseId);
  const close = useCallbackPopup((s) => s.close);

  return (
    <SheetDialog open={isOpen} onOpenChange={(open) => !open && close()} testId="callback-modal">
      {/* Remounted on every open, so each visit starts with an empty form. */}
      <CallbackPopupBody courseId={courseId} onClose={close} />
    </SheetDialog>
  );
}

function CallbackPopupBody({
  courseId,
  onClose,
}: {
  courseId: string | null;
  onClose: () => void;
}) {
  const [thanks, setThanks] = useState<string | null>(null);
  const request = useRequestCallback();

  const submit = async (values: CallbackValues) => {
    await request.mutateAsync(values);
    // calls.md §8: the success text is fixed, whatever wording the server uses. The thank-you
    // panel says it; a toast repeating it would only cover the page.
    setThanks(CALLBACK_MSG.success);
  };

  if (thanks !== null) return <CallbackThankYou message={thanks} onClose={onClose} />;

  return (
    <>
      <div className="mb-6 pr-10">
        <span className="mb-4 grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <PhoneCall className="size-6" aria-hidden="true" />
        </span>
        <Dialog.Title className="text-2xl font-extrabold tracking-tight text-slate-900">
          Request a callback
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-sm leading-relaxed text-slate-600">
          Leave your number and a counsellor will call you back within 24 hours to answer your
          questions.
        </Dialog.Description>
      </div>
      <CallbackForm courseId={courseId} onSubmit={submit} />
    </>
  );
}
