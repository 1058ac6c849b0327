import * as Dialog from '@radix-ui/react-dialog';
import { PhoneCall, X } from 'lucide-react';
import { useState } from 'react';

import { CALLBACK_MSG } from '@app/shared';

import { useCallbackPopup } from '@/core/callback-popup';
import { toast } from '@/core/toast';

import {
  callbackFailure,
  useRequestCallback,
  type CallbackFieldError,
  type CallbackValues,
} from '../api/request-callback.ts';
import { CallbackForm } from './callback-form.tsx';
import { CallbackThankYou } from './callback-thank-you.tsx';

type PopupState =
  | { step: 'form'; error: string | null }
  | { step: 'submitting' }
  | { step: 'thanks'; message: string };

/** The callback request popup, mounted once in the app root and opened through useCallbackPopup. */
export function CallbackModal() {
  const isOpen = useCallbackPopup((s) => s.isOpen);
  const courseId = useCallbackPopup((s) => s.courseId);
  const close = useCallbackPopup((s) => s.close);

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="callback-modal"
          data-lenis-prevent
          className="animate-fade-in fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-t-3xl bg-white p-6 shadow-pop sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8"
        >
          {/* Remounted on every open, so each visit starts with an empty form. */}
          <CallbackPopupBody courseId={courseId} onClose={close} />
          <Dialog.Close
            className="absolute top-4 right-4 grid size-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CallbackPopupBody({
  courseId,
  onClose,
}: {
  courseId: string | null;
  onClose: () => void;
}) {
  const [state, setState] = useState<PopupState>({ step: 'form', error: null });
  const request = useRequestCallback();

  const submit = async (values: CallbackValues): Promise<CallbackFieldError[]> => {
    setState({ step: 'submitting' });
    try {
      await request.mutateAsync(values);
      // calls.md §8: the success text is fixed, whatever wording the server uses.
      setState({ step: 'thanks', message: CALLBACK_MSG.success });
      toast.success(CALLBACK_MSG.success);
      return [];
    } catch (error) {
      const failure = callbackFailure(error);
      setState({ step: 'form', error: failure.message });
      toast.error(failure.message);
      return failure.fieldErrors;
    }
  };

  if (state.step === 'thanks')
    return <CallbackThankYou message={state.message} onClose={onClose} />;

  return (
    <>
      <div className="mb-6 pr-8">
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
      <CallbackForm
        courseId={courseId}
        isSubmitting={state.step === 'submitting'}
        error={state.step === 'form' ? state.error : null}
        onSubmit={submit}
      />
    </>
  );
}
