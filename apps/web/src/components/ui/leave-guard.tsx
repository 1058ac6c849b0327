import { TriangleAlert } from 'lucide-react';
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';

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

  // Staying is the safe choice, so it is the Cancel that has the focus when the dialog opens.
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      tone="warning"
      icon={TriangleAlert}
      title={title}
      description={description}
      cancelLabel="Keep editing"
      confirmLabel="Leave and discard"
      onConfirm={() => blocker.proceed?.()}
      testId="leave-dialog"
    />
  );
}

/** Asks before leaving a published page's editor (home, legal pages) with unpublished changes. */
export function UnpublishedLeaveGuard({ when, subject }: { when: boolean; subject: string }) {
  return (
    <LeaveGuard
      when={when}
      title="Leave without publishing?"
      description={`Your changes to ${subject} are not published yet. If you leave now they are lost.`}
    />
  );
}
