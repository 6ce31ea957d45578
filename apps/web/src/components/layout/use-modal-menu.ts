import { useEffect, type RefObject } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabStops(toggle: HTMLElement | null, menu: HTMLElement | null): HTMLElement[] {
  const inside = menu ? [...menu.querySelectorAll<HTMLElement>(focusable)] : [];
  // Elements in a closed submenu or a hidden part have no boxes: Tab must skip them.
  return [toggle, ...inside].filter(
    (element): element is HTMLElement => element !== null && element.getClientRects().length > 0,
  );
}

/**
 * While the phone menu is open it behaves like a dialog: Tab and Shift+Tab cycle through the
 * toggle and the menu, and the page behind it does not scroll.
 */
export function useModalMenu(
  open: boolean,
  toggle: RefObject<HTMLElement | null>,
  menu: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const stops = tabStops(toggle.current, menu.current);
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) return;
      const index = stops.indexOf(document.activeElement as HTMLElement);
      // Between the ends the document order already is the menu's order.
      if (event.shiftKey && index <= 0) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (index < 0 || index === stops.length - 1)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);

    // On the root element, not <body>: iOS Safari and Chrome both honour it there.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      root.style.overflow = previous;
    };
  }, [open, toggle, menu]);
}
