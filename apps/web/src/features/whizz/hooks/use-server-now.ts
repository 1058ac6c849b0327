import { useEffect, useState } from 'react';

/**
 * The server's "now" (ms), ticking every `intervalMs`: the device clock plus the measured
 * offset, so a wrong device clock does not move a quiz's deadline.
 */
export function useServerNow(offsetMs: number, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const tick = () => setNow(Date.now() + offsetMs);
    tick();
    const id = window.setInterval(tick, intervalMs);
    return () => window.clearInterval(id);
  }, [offsetMs, intervalMs]);
  return now;
}
