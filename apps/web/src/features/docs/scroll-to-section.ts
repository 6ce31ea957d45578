/**
 * Brings a docs section into view and moves focus to its heading, without touching the
 * address: the route lives in the hash, so an in-page jump must not rewrite it.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Focus follows the jump so the next Tab continues inside the section, and screen readers
  // announce where the reader landed; preventScroll keeps the smooth scroll in charge.
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}
