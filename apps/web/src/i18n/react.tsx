import {
  cloneElement,
  createContext,
  createElement,
  isValidElement,
  use,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { FlatNamespace, KeyPrefix, Namespace, ParseKeys, TFunction } from 'i18next';
import i18next, { interpolate, type I18n } from './runtime';

// React's side of the site's translation runtime (docs/decisions/0017), with react-i18next's names
// so that components read as before: useTranslation, Trans, I18nextProvider.

const I18nContext = createContext<I18n | null>(null);

/** Gives the components below a translator of their own (a page rendered by the server, a test). */
export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** react-i18next's plugin; nothing to plug in here (kept so that i18next-style set-ups read alike). */
export const initReactI18next = { type: '3rdParty' };

const useTranslator = () => useContext(I18nContext) ?? i18next;

/**
 * The t() of `ns` (the first one is the default; keys of the others are found too) in the current
 * language. Suspends until the strings are loaded, unless the translator says not to; re-renders
 * when the language changes.
 */
export function useTranslation<
  const Ns extends Namespace = 'common',
  const KPrefix extends KeyPrefix<Ns> = undefined,
>(
  ns?: Ns,
  options?: { keyPrefix?: KPrefix },
): { t: TFunction<Ns, KPrefix>; i18n: I18n; ready: boolean } {
  const i18n = useTranslator();
  const namespaces: readonly string[] =
    ns === undefined ? [i18n.defaultNS] : typeof ns === 'string' ? [ns] : (ns as readonly string[]);
  const nsKey = namespaces.join(' ');
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      i18n.on('loaded', changed);
      return () => {
        i18n.off('languageChanged', changed);
        i18n.off('loaded', changed);
      };
    },
    [i18n],
  );
  const snapshot = () =>
    `${i18n.language} ${namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace))}`;
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const ready = state.endsWith(' true');
  if (!ready) {
    const loading = i18n.loadNamespaces(namespaces);
    if (i18n.useSuspense) use(loading);
    else loading.catch(() => undefined);
  }
  const keyPrefix = options?.keyPrefix as string | undefined;
  const t = useMemo(
    () => i18n.getFixedT(null, namespaces as Namespace, keyPrefix),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the namespaces by value; state: the language
    [i18n, nsKey, keyPrefix, state],
  );
  return { t: t as unknown as TFunction<Ns, KPrefix>, i18n, ready };
}

// Tags a translation may use without a component for them (as react-i18next keeps them).
const basicTags = new Set(['br', 'strong', 'i', 'p', 'em', 'b']);
const tagPattern = /<(\/?)([a-zA-Z0-9]+)\s*(\/?)>/g;

interface TransProps<Ns extends Namespace, KPrefix> {
  t: TFunction<Ns, KPrefix>;
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- i18next's "no t() options"
  i18nKey: ParseKeys<Ns, {}, KPrefix>;
  /** The elements the translation's tags stand for: "<terms>Terms</terms>" → components.terms. */
  components?: Record<string, ReactElement>;
  /** Values of "{{name}}", put into the text after the tags are read (never parsed as markup). */
  values?: Record<string, unknown>;
}

/** A translation with inline elements: its tags become the given components. */
export function Trans<Ns extends Namespace = FlatNamespace, KPrefix = undefined>({
  t,
  i18nKey,
  components = {},
  values = {},
}: TransProps<Ns, KPrefix>) {
  const language = useTranslator().language;
  const raw = (t as unknown as (key: string, options: object) => string)(i18nKey as string, {
    ...values,
    skipInterpolation: true,
  });
  // A stack of open tags, each gathering its children.
  type Open = { name: string; children: ReactNode[] };
  const root: Open = { name: '', children: [] };
  const stack: [Open, ...Open[]] = [root];
  const top = () => stack[stack.length - 1] as Open;
  let at = 0;
  const text = (end: number) => {
    if (end > at) top().children.push(interpolate(raw.slice(at, end), values, language));
  };
  const element = (name: string, children: ReactNode[], key: number): ReactNode => {
    const component = components[name];
    if (isValidElement(component)) {
      return children.length > 0
        ? cloneElement(component, { key }, ...children)
        : cloneElement(component, { key });
    }
    return basicTags.has(name) ? createElement(name, { key }, ...children) : children;
  };
  for (const match of raw.matchAll(tagPattern)) {
    const [whole, closing, name = '', selfClosing] = match;
    text(match.index);
    at = match.index + whole.length;
    const current = top();
    if (selfClosing) current.children.push(element(name, [], current.children.length));
    else if (!closing) stack.push({ name, children: [] });
    else if (stack.length > 1 && current.name === name) {
      stack.pop();
      const parent = top();
      parent.children.push(element(name, current.children, parent.children.length));
    }
  }
  text(raw.length);
  // A tag left open keeps its text.
  while (stack.length > 1) {
    const open = stack.pop() as Open;
    top().children.push(...open.children);
  }
  return <>{root.children}</>;
}
