import Lenis from 'lenis';
import { useEffect } from 'react';

import { LENIS } from '@app/shared';

let active: Lenis | null = null;

/** Jumps to the top without easing, through Lenis when it owns the scroll position. */
export function scrollToTopNow(): void {
  if (active) active.scrollTo(0, { immediate: true, force: true });
  else window.scrollTo(0, 0);
}

/**
 * Lenis smooth scrolling while `enabled`. Lenis' own resize observer has a fixed delay, so
 * it is switched off and resizes are re-measured here with the spec's 250 ms debounce.
 */
export function useSmoothScroll(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const lenis = new Lenis({
      lerp: LENIS.lerp,
      duration: LENIS.duration,
      autoResize: false,
      autoRaf: true,
    });
    active = lenis;

    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => lenis.resize(), LENIS.resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    const observer = new ResizeObserver(onResize);
    observer.observe(document.body);

    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      observer.disconnect();
      lenis.destroy();
      if (active === lenis) active = null;
    };
  }, [enabled]);
}
