import { Clock } from 'lucide-react';
import { useState } from 'react';

import { otpWaitText } from '../lib/otp-wait.ts';

/**
 * 'You can ask for a new code in 58 min.' under a send button that a refusal disabled. The
 * visible text counts down; screen readers hear it once, as it first read, not every second.
 */
export function OtpWaitNote({ seconds }: { seconds: number }) {
  const [announced] = useState(() => otpWaitText(seconds));
  return (
    <p
      data-testid="otp-wait"
      className="flex items-start justify-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm font-medium text-amber-900"
    >
      <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span aria-hidden="true" data-testid="otp-wait-text">
        {otpWaitText(seconds)}
      </span>
      <span role="alert" className="sr-only">
        {announced}
      </span>
    </p>
  );
}
