import {
  createContext,
  Suspense,
  useContext,
  useCallback,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { isActivePath, matchPath, parseHash, toHref, type HashLocation } from './location';

// A hash router of our own: the site needs path matching, links and lazy screens,
// and this is ~2 KB where the library's router would take most of the home page's JS budget.

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const readFragment = () => window.location.hash;

export function useLocation(): HashLocation {
  const fragment = useSyncExternalStore(subscribe, readFragment, () => '');
  return useMemo(() => parseHash(fragment), [fragment]);
}

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const href = toHref(to);
  if (options.replace) {
    window.location.replace(href);
  } else {
    window.location.hash = href.slice(1);
  }
}

export function useNavigate(): typeof navigate {
  return useCallback(navigate, []);
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
