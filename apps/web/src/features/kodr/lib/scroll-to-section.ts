/**
 * Scrolls smoothly to a section (instantly when the visitor prefers reduced motion) and moves
 * keyboard focus there too. The section itself takes focus, not its first field, so a phone
 * does not pop its keyboard up halfway through the scroll.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
