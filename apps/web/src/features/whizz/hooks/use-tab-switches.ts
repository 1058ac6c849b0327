import { useEffect, useRef, useState } from 'react';

import { recordTabSwitch } from '../api/whizz-api.ts';

/**
 * Counts the times the student leaves the quiz tab: each time the page becomes hidden the server
 * is told (POST …/attempt/tab-switch); on coming back, `warning` is set for a gentle notice.
 */
export function useTabSwitches(whizzId: string, initial: number, enabled: boolean) {
  const [count, setCount] = useState(initial);
  const [warning, setWarning] = useState(false);
  const wasHidden = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    // A reload or closing the page also hides it; that is not a tab switch.
    let unloading = false;
    const onUnload = () => {
      unloading = true;
    };
    // Back from the back/forward cache: the page lives on.
    const onShow = () => {
      unloading = false;
    };
    const onChange = () => {
      if (unloading) return;
      if (document.visibilityState === 'hidden') {
        wasHidden.current = true;
        setCount((c) => c + 1);
        recordTabSwitch(whizzId)
          .then((n) => {
            if (n !== null) setCount(n);
          })
          .catch(() => undefined);
      } else if (wasHidden.current) {
        wasHidden.current = false;
        setWarning(true);
      }
    };
    window.addEventListener('beforeunload', onUnload);
    window.addEventListener('pagehide', onUnload);
    window.addEventListener('pageshow', onShow);
    document.addEventListener('visibilitychange', onChange);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      window.removeEventListener('pagehide', onUnload);
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('visibilitychange', onChange);
    };
  }, [whizzId, enabled]);

  return { count, warning, dismiss: () => setWarning(false) };
}
