import { useEffect, useState } from 'react';

import { renderNow } from '@/core/server-render';

/** The current time, refreshed every `intervalMs` (a countdown's clock). */
export function useNow(intervalMs = 1000): number {
  // A server-rendered page's first render shows the server's render time (no hydration
  // mismatch); the first tick brings the real time.
  const [now, setNow] = useState(renderNow);
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
