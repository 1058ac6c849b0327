/**
 * Scrolls just enough to show `el` (nothing when it is already in view; its top first when it is
 * taller than the screen), smoothly unless the visitor prefers reduced motion. The element's
 * scroll-margin keeps it clear of the sticky headers.
 */
export function revealElement(el: HTMLElement): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  el.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
}
