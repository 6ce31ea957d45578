import {
  createContext,
  Suspense,
  useContext,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useRef,
  useTransition,
  type AnchorHTMLAttributes,
  type ComponentType,
  type LazyExoticComponent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { InteractiveMark } from './interactive-mark';
import { keepScrollOnNextEntry, readHistoryEntry, type HistoryEntry } from './history-entry';
import {
  fragmentParams,
  isActivePath,
  matchPath,
  parseLocation,
  toHref,
  type SiteLocation,
} from './location';
import type { Language } from '../../i18n/language';

// A router of our own on the History API (docs/decisions/0014): the site needs path matching,
// links and lazy screens, and this is ~2 KB where the library's router would take most of the
// home page's JS budget.

/** The address as the router reads it: path, query and fragment. */
const readAddress = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

function locationOf(address: string): SiteLocation {
  const url = new URL(address, 'http://site.invalid');
  return parseLocation(url.pathname, url.search, url.hash);
}

interface RouterState {
  address: string;
  entry: HistoryEntry;
}

// The first entry is read once per page load: StrictMode calls state initialisers twice, and a
// second read would find the key the first one wrote and take a fresh visit for a return.
let firstState: RouterState | null = null;
const readFirstState = () => (firstState ??= { address: readAddress(), entry: readHistoryEntry() });

const LocationContext = createContext<SiteLocation | null>(null);
const EntryContext = createContext<HistoryEntry>({ key: 'default', action: 'push' });
const PendingContext = createContext(false);

// pushState and replaceState fire no event: navigate() announces its changes with this one.
export const changeEvent = 'sinyal:navigate';

/**
 * Holds the current route. A change of the address is a React transition: while the next screen's
 * code or strings load, the current screen stays on display (Suspense keeps it rather than
 * showing its fallback) and `useNavigationPending()` is true. `url` is the address to render
 * outside a browser (the prerender and the server's pages).
 */
export function PathRouter({ children, url }: { children: ReactNode; url?: string }) {
  const [state, setState] = useState<RouterState>(() =>
    url === undefined
      ? readFirstState()
      : { address: url, entry: { key: 'server', action: 'push' } },
  );
  const [pending, startTransition] = useTransition();
  // Where the router was last asked to go (the first address, then each navigation's target).
  const target = useRef(state);
  useEffect(() => {
    if (url !== undefined) return;
    const onChange = () => {
      // Read in the event, not in the updater, which React may call more than once.
      const next = { address: readAddress(), entry: readHistoryEntry() };
      const last = target.current;
      // Nothing to do when nothing moved (the check on mount, mostly): a transition would still
      // mark the router pending at once, a synchronous redraw that on a prerendered page takes
      // the rest of its hydration with it.
      if (last.address === next.address && last.entry.key === next.entry.key) return;
      target.current = next;
      startTransition(() =>
        setState((latest) =>
          latest.address === next.address && latest.entry.key === next.entry.key ? latest : next,
        ),
      );
    };
    window.addEventListener('popstate', onChange);
    window.addEventListener(changeEvent, onChange);
    // The address may have changed between the first render and this effect.
    onChange();
    return () => {
      window.removeEventListener('popstate', onChange);
      window.removeEventListener(changeEvent, onChange);
    };
  }, [url]);
  const location = useMemo(() => locationOf(state.address), [state.address]);
  return (
    <PendingContext value={pending}>
      <EntryContext value={state.entry}>
        <LocationContext value={location}>{children}</LocationContext>
      </EntryContext>
    </PendingContext>
  );
}

export function useLocation(): SiteLocation {
  const location = useContext(LocationContext);
  // Outside a router (a component rendered on its own in a unit test) the address is read once.
  return useMemo(() => location ?? locationOf(readAddress()), [location]);
}

/** The language of the page on screen: the one its path names (docs/decisions/0014). */
export function usePageLanguage(): Language {
  return useLocation().language;
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

/**
 * The parameters of a link that carries a secret: in its fragment ("/verify-email#token=…"), or in
 * the query of the older form ("#/verify-email?token=…", moved to the fragment on arrival).
 */
export function useLinkParams(): URLSearchParams {
  const { search, hash } = useLocation();
  return useMemo(() => fragmentParams({ search, hash }), [search, hash]);
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** Only a part of the screen changes (a tab): the page keeps its scroll position. */
  keepScroll?: boolean;
  /** The language of the target; the page's own when left out. */
  language?: Language;
}

/** The language of the address in the bar, for navigations started outside React. */
function currentLanguage(): Language {
  return locationOf(readAddress()).language;
}

/** Goes to a route ("/pricing", "/docs#x", "#section") in the reader's language. */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const href = toHref(to, options.language ?? currentLanguage());
  const target = new URL(href, window.location.href);
  const address = `${target.pathname}${target.search}${target.hash}`;
  if (options.keepScroll) keepScrollOnNextEntry(address);
  if (options.replace) window.history.replaceState(null, '', address);
  else window.history.pushState(null, '', address);
  window.dispatchEvent(new Event(changeEvent));
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

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/** A link to a route: a real href (it works without JavaScript), followed without a reload. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const { language } = useLocation();
  const href = toHref(to, language);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event) || rest.download !== undefined) return;
    event.preventDefault();
    navigate(to, { language });
  };
  return <a href={href} onClick={follow} {...rest} />;
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
        <InteractiveMark />
      </Suspense>
    </ParamsContext.Provider>
  );
}
