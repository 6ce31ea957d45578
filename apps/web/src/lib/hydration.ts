import { useCallback, useEffect, useState } from 'react';

// True from the start of a hydration until its effects ran: the first render must draw what the
// prerender drew, so what only the browser knows (the stored session) waits until just after it.
let hydrating = false;

export function markHydrating(): void {
  hydrating = true;
}

/** Rendered last in the tree being hydrated: its effect runs after every other one of the first render. */
export function HydrationEnd() {
  useEffect(() => {
    hydrating = false;
  }, []);
  return null;
}

/**
 * `browserValue()`, except on the server and in the first render of a hydration, which get
 * `serverValue` (what the prerender drew); a hydrated page gets `browserValue()` right after.
 */
export function useBrowserValue<T>(browserValue: () => T, serverValue: T): [T, (next: T) => void] {
  const [state, setState] = useState(() =>
    drawingAsPrerender()
      ? { value: serverValue, deferred: true }
      : { value: browserValue(), deferred: false },
  );
  useEffect(() => {
    if (state.deferred) setState({ value: browserValue(), deferred: false });
    // browserValue is read once, when the hydration is over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.deferred]);
  const set = useCallback((next: T) => setState({ value: next, deferred: false }), []);
  return [state.value, set];
}

/**
 * True while drawing what the prerender draws (on the server, or hydrating its page): a choice the
 * browser would make at random must be the prerender's here.
 */
export function drawingAsPrerender(): boolean {
  return hydrating || typeof window === 'undefined';
}
