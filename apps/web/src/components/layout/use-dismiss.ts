import { useEffect, type RefObject } from 'react';

interface Layer {
  close: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

// Menus nest (the account menu sits inside the phone menu), so Escape closes the one opened
// last and leaves the outer one open, as one would expect from a stack of popups.
const openLayers: Layer[] = [];

function onEscape(event: KeyboardEvent) {
  if (event.key !== 'Escape') return;
  const top = openLayers.at(-1);
  if (!top) return;
  top.close();
  // The focused element may sit inside what just closed; without this, focus falls to <body>.
  top.returnFocus?.current?.focus();
}

/**
 * Calls close() on Escape (innermost open menu first, then focus goes to `returnFocus`) or on a
 * press outside the element while open.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const layer: Layer = { close, returnFocus };
    openLayers.push(layer);
    if (openLayers.length === 1) document.addEventListener('keydown', onEscape);
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => {
      openLayers.splice(openLayers.indexOf(layer), 1);
      if (openLayers.length === 0) document.removeEventListener('keydown', onEscape);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [ref, open, close, returnFocus]);
}
