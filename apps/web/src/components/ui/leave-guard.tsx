import * as Dialog from '@radix-ui/react-dialog';
import { TriangleAlert } from 'lucide-react';
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';

import { Button } from '@/components/ui/button';

type LeaveGuardProps = {
  when: boolean;
  /** `allowRef.current = true` lets the next navigation through (e.g. right after a create). */
  allowRef?: RefObject<boolean>;
  title?: string;
  description?: string;
};

/**
 * Asks before an in-app navigation drops unsaved edits, and lets the browser ask before a
 * reload or tab close.
 */
export function LeaveGuard({
  when,
  allowRef,
  title = 'Leave without saving?',
  description = 'Some changes are not saved yet. If you leave now they are lost.',
}: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !allowRef?.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowRef?.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, allowRef]);

  return (
    <Dialog.Root
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-pop"
          data-testid="leave-dialog"
        >
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-amber-50 text-amber-700">
              <TriangleAlert className="size-5" aria-hidden="true" />
            </span>
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-slate-600">
                {description}
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="danger" onClick={() => blocker.proceed?.()}>
              Leave and discard
            </Button>
            <Button onClick={() => blocker.reset?.()}>Keep editing</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
