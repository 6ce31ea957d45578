import type { MouseEvent } from 'react';

/** A left click without a modifier key: not a request for a new tab, a new window or a download. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The click handler of a link to a section of the page: a plain click scrolls there in place and
 * leaves the address alone; a click with a modifier key (new tab, new window) keeps the link's own.
 */
export function scrollOnPlainClick(goToSection: (id: string) => void, id: string) {
  return (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    goToSection(id);
  };
}
