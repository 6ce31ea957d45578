import {
  createContext,
  Suspense,
  useContext,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
  type AnchorHTMLAttributes,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { keepScrollOnNextEntry, readHistoryEntry, type HistoryEntry } from './history-entry';
import { isActivePath, matchPath, parseHash, toHref, type HashLocation } from './location';

// A hash router of our own: the site needs path matching, links and lazy screens,
// and this is ~2 KB where the library's router would take most of the home page's JS budget.

const readFragment = () => window.location.hash;

interface RouterState {
  fragment: string;
  entry: HistoryEntry;
}

// The first entry is read once per page load: StrictMode calls state initialisers twice, and a
// second read would find the key the first one wrote and take a fresh visit for a return.
let firstState: RouterState | null = null;
const readFirstState = () =>
  (firstState ??= { fragment: readFragment(), entry: readHistoryEntry() });

const LocationContext = createContext<HashLocation | null>(null);
const EntryContext = createContext<HistoryEntry>({ key: 'default', action: 'push' });
const PendingContext = createContext(false);

/**
 * Holds the current route. A change of the address is a React transition: while the next screen's
 * code or strings load, the current screen stays on display (Suspense keeps it rather than
 * showing its fallback) and `useNavigationPending()` is true.
 */
export function HashRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState(readFirstState);
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    const onChange = () => {
      // Read in the event, not in the updater, which React may call more than once.
      const next = { fragment: readFragment(), entry: readHistoryEntry() };
      startTransition(() =>
        setState((current) =>
          current.fragment === next.fragment && current.entry.key === next.entry.key
            ? current
            : next,
        ),
      );
    };
    window.addEventListener('hashchange', onChange);
    // The address may have changed between the first render and this effect.
    onChange();
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const location = useMemo(() => parseHash(state.fragment), [state.fragment]);
  return (
    <PendingContext value={pending}>
      <EntryContext value={state.entry}>
        <LocationContext value={location}>{children}</LocationContext>
      </EntryContext>
    </PendingContext>
  );
}

export function useLocation(): HashLocation {
  const location = useContext(LocationContext);
  // Outside a router (a component rendered on its own in a unit test) the address is read once.
  return useMemo(() => location ?? parseHash(readFragment()), [location]);
}

/** The history entry on screen: its key, and whether it is new or was returned to. */
export function useHistoryEntry(): HistoryEntry {
  return useContext(EntryContext);
}

/** True while the screen of a new address is still loading and the previous one is shown. */
export function useNavigationPending(): boolean {
  return useContext(PendingContext);
}

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** Only a part of the screen changes (a tab): the page keeps its scroll position. */
  keepScroll?: boolean;
}

export function navigate(to: string, options: NavigateOptions = {}): void {
  const href = toHref(to);
  if (options.keepScroll) keepScrollOnNextEntry(href);
  if (options.replace) {
    window.location.replace(href);
  } else {
    window.location.hash = href.slice(1);
  }
}

export function useNavigate(): typeof navigate {
  return useCallback(navigate, []);
}

/**
 * An old or shorter address of a screen: replaced by `to` before anything is painted, so Back
 * never returns to it.
 */
export function Redirect({ to }: { to: string }) {
  useLayoutEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function Link({ to, ...rest }: LinkProps) {
  return <a href={toHref(to)} {...rest} />;
}

type NavLinkProps = LinkProps & { end?: boolean };

/** A Link that marks itself as the current page. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, to, end);
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      {...rest}
    />
  );
}

export interface RouteDefinition {
  path: string;
  component: LazyExoticComponent<ComponentType> | ComponentType;
}

const ParamsContext = createContext<Record<string, string>>({});

/** The named segments of the current route, e.g. { id } for "/extensions/:id". */
export function useParams(): Record<string, string> {
  return useContext(ParamsContext);
}

/** Renders the first route whose pattern matches the current path, else the fallback route. */
export function Routes({
  routes,
  notFound,
  pending,
}: {
  routes: RouteDefinition[];
  notFound: RouteDefinition['component'];
  pending: ReactNode;
}) {
  const { pathname } = useLocation();
  let params: Record<string, string> | null = null;
  const match = routes.find((route) => (params = matchPath(route.path, pathname)) !== null);
  const Screen = match?.component ?? notFound;
  return (
    <ParamsContext.Provider value={params ?? {}}>
      <Suspense fallback={pending}>
        <Screen key={match?.path ?? '*'} />
      </Suspense>
    </ParamsContext.Provider>
  );
}
