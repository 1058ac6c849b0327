import { PhoneCall } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { openCallbackPopup } from '@/core/callback-popup';

/** "Request a callback": opens the callback form, about this course when one is given. */
export function CallbackButton({ courseId }: { courseId?: string }) {
  return (
    <Button icon={PhoneCall} onClick={() => openCallbackPopup({ courseId })}>
      Request a callback
    </Button>
  );
}
