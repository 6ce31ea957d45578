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
 * `browserValue()`, except in the first render of a hydration, which gets `serverValue` (what the
 * prerender drew) and `browserValue()` right after.
 */
export function useBrowserValue<T>(browserValue: () => T, serverValue: T): [T, (next: T) => void] {
  const [state, setState] = useState(() =>
    hydrating ? { value: serverValue, deferred: true } : { value: browserValue(), deferred: false },
  );
  useEffect(() => {
    if (state.deferred) setState({ value: browserValue(), deferred: false });
    // browserValue is read once, when the hydration is over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.deferred]);
  const set = useCallback((next: T) => setState({ value: next, deferred: false }), []);
  return [state.value, set];
}
