import { useCallback, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/**
 * An editor's way out after a save: `leave(to)` lets the next navigation past its LeaveGuard
 * (pass `allowRef` to it), since the edits it guards are saved by then.
 */
export function useGuardedLeave() {
  const navigate = useNavigate();
  const allowRef = useRef(false);
  const leave = useCallback(
    (to: string, options?: NavigateOptions) => {
      allowRef.current = true;
      void navigate(to, options);
    },
    [navigate],
  );
  return { allowRef, leave };
}
