import type Lenis from 'lenis';
import { useEffect } from 'react';

import { LENIS } from '@app/shared';

let active: Lenis | null = null;

/** Jumps to the top without easing, through Lenis when it owns the scroll position. */
export function scrollToTopNow(): void {
  if (active) active.scrollTo(0, { immediate: true, force: true });
  else window.scrollTo(0, 0);
}

/**
 * Lenis smooth scrolling while `enabled`. Lenis eases the wheel (touch scrolling stays the
 * phone's own), so it is fetched at the first wheel turn rather than with the page, and takes
 * over from the next one. Lenis' own resize observer has a fixed delay, so it is switched off
 * and resizes are re-measured here with the spec's 250 ms debounce.
 */
export function useSmoothScroll(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let lenis: Lenis | null = null;
    let isOver = false;
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => lenis?.resize(), LENIS.resizeDebounceMs);
    };
    const observer = new ResizeObserver(onResize);

    const start = () => {
      window.removeEventListener('wheel', start);
      void import('lenis').then(({ default: Lenis }) => {
        if (isOver) return;
        lenis = new Lenis({
          lerp: LENIS.lerp,
          duration: LENIS.duration,
          autoResize: false,
          autoRaf: true,
        });
        active = lenis;
        window.addEventListener('resize', onResize);
        observer.observe(document.body);
      });
    };
    window.addEventListener('wheel', start, { passive: true });

    return () => {
      isOver = true;
      window.removeEventListener('wheel', start);
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      observer.disconnect();
      lenis?.destroy();
      if (active === lenis) active = null;
    };
  }, [enabled]);
}
