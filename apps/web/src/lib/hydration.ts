import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while this component draws what the prerender drew: on the server, and in the browser while
 * React hydrates it — React reads the server's snapshot exactly then, even for a part of the page
 * hydrated after the rest (a Suspense boundary, which React hydrates in a later pass). A choice the
 * browser would make at random, or from what only it stores, must be the prerender's here.
 */
export function useDrawingAsPrerender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * `browserValue()`, except on the server and in the first render of a hydration, which get
 * `serverValue` (what the prerender drew); a hydrated page gets `browserValue()` right after.
 */
export function useBrowserValue<T>(browserValue: () => T, serverValue: T): [T, (next: T) => void] {
  const prerendering = useDrawingAsPrerender();
  const [state, setState] = useState(() =>
    prerendering
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
