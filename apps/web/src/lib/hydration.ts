import {
  startTransition,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { changeEvent } from './router/router';

const noSubscription = () => () => {};

// True from the start of the prerendered page's hydration until the reader first moves to another
// page (main.tsx, HydrationWindow).
let hydrating = false;

/**
 * True while this component draws what the prerender drew: on the server, and in the browser while
 * React hydrates it — React reads the server's snapshot exactly then, even for a part of the page
 * hydrated after the rest (a Suspense boundary, which React hydrates in a later pass). A choice the
 * browser would make at random, or from what only it stores, must be the prerender's here.
 *
 * The browser's own snapshot stays true until the reader first goes to another page: were it false
 * once the first pass is committed, React would find it changed under every component hydrated
 * in a later pass and draw them again in one synchronous task, taking the rest of the hydration
 * with it. Those components change to the browser's values in a transition instead
 * (useBrowserValue); a component first drawn later, before any navigation (a dialog), shows the
 * prerender's value for a moment before its own.
 */
export function useDrawingAsPrerender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => hydrating,
    () => true,
  );
}

/**
 * Around the prerendered page's hydration (main.tsx): drawing as the prerender until the first
 * navigation, whose screen is the browser's own.
 */
export function HydrationWindow({ children }: { children: ReactNode }) {
  useEffect(() => {
    const end = () => {
      hydrating = false;
      window.removeEventListener(changeEvent, end);
      window.removeEventListener('popstate', end);
    };
    window.addEventListener(changeEvent, end);
    window.addEventListener('popstate', end);
    return end;
  }, []);
  return children;
}

/** Called before hydrating a prerendered page (main.tsx). */
export function beginHydration(): void {
  hydrating = true;
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
    // A transition: the hydrated page stays responsive while these components draw again.
    if (state.deferred) {
      startTransition(() => setState({ value: browserValue(), deferred: false }));
    }
    // browserValue is read once, when the hydration is over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.deferred]);
  const set = useCallback((next: T) => setState({ value: next, deferred: false }), []);
  return [state.value, set];
}
