import { PhoneCall } from 'lucide-react';
import type { ReactNode } from 'react';

import { openCallbackPopup } from '@/core/callback-popup';

/**
 * "Request a callback" with the phone mark: opens the callback form (or does what `onClick`
 * says, e.g. nothing in the home page editor's preview). The caller gives the look.
 */
export function CallbackButton({
  onClick = () => openCallbackPopup(),
  className,
  iconClassName = 'size-4',
  testId,
  children = 'Request a callback',
}: {
  onClick?: () => void;
  className: string;
  iconClassName?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} data-testid={testId} className={className}>
      <PhoneCall className={iconClassName} aria-hidden="true" />
      {children}
    </button>
  );
}
