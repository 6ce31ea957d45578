import { formatWholeNumber, wholePluralForm } from './whole-numbers';
import type { FlatNamespace, Namespace, TFunction } from 'i18next';

/** The global t()'s namespaces, as i18next types them: common first, then any other by its name. */
type AllNamespaces = ['common', ...Exclude<FlatNamespace, 'common'>[]];

// The site's own translation runtime (docs/decisions/0017): the part of i18next the site uses —
// namespaces loaded on demand, nested keys, "{{value}}" and "{{value, number}}", plurals by
// Intl.PluralRules ("_one", "_other"), returnObjects, defaultValue, keyPrefix — in a few hundred
// bytes instead of i18next's 15 KB on every page's first load. The message files stay i18next's
// JSON format, and i18next's types (a dev dependency) still check every key at compile time.

export type Messages = { [key: string]: unknown };
/** language → namespace → messages */
export type Resource = Record<string, Record<string, Messages>>;
/** Fetches one namespace of one language (a chunk of the build). */
export type LoadMessages = (language: string, namespace: string) => Promise<Messages>;

export interface TranslatorOptions {
  lng?: string;
  fallbackLng?: string;
  defaultNS?: string;
  /** Namespaces to load at init(). */
  ns?: string[];
  resources?: Resource;
  /** Suspend a component whose strings are not loaded yet (default), or render it with keys. */
  react?: { useSuspense?: boolean };
  // i18next's options the site passes and that are this runtime's behaviour anyway.
  interpolation?: { escapeValue?: boolean };
  supportedLngs?: string[];
  returnNull?: boolean;
}

interface TOptions {
  [value: string]: unknown;
  ns?: string | readonly string[];
  lng?: string;
  count?: number;
  defaultValue?: unknown;
  returnObjects?: boolean;
  skipInterpolation?: boolean;
}

type Listener = (language: string) => void;

/** Something `use()` accepts: a loader of messages (i18next's backend plugin shape). */
export interface MessagesBackend {
  type: 'backend';
  read(
    language: string,
    namespace: string,
    callback: (error: Error | null, messages: Messages | false) => void,
  ): void;
}

// A key's parts are nested objects, but a key may itself hold dots ("actions": {"seat.assigned"}),
// as i18next finds them too.
const lookup = (messages: unknown, path: string): unknown => {
  if (messages === null || typeof messages !== 'object') return undefined;
  const record = messages as Record<string, unknown>;
  if (path in record) return record[path];
  let dot = path.indexOf('.');
  while (dot > 0) {
    const head = path.slice(0, dot);
    if (head in record) {
      const found = lookup(record[head], path.slice(dot + 1));
      if (found !== undefined) return found;
    }
    dot = path.indexOf('.', dot + 1);
  }
  return undefined;
};

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const cached = <T>(cache: Map<string, T>, language: string, make: (language: string) => T): T => {
  let value = cache.get(language);
  if (!value) cache.set(language, (value = make(language)));
  return value;
};

/** A format's name after the comma of "{{name, format}}". */
const formatName = /^[a-z]+$/i;

/**
 * Puts `values` into "{{name}}" and "{{name, number}}"; a name without a value stays as written.
 * The inside of the braces is taken apart by hand: one pattern for the whole would backtrack over
 * its spaces in time that grows with their count.
 */
export function interpolate(text: string, values: Record<string, unknown>, language: string) {
  return text.replace(/\{\{([^{}]*)\}\}/g, (match, inside: string) => {
    const comma = inside.indexOf(',');
    const name = (comma === -1 ? inside : inside.slice(0, comma)).trim();
    const format = comma === -1 ? undefined : inside.slice(comma + 1).trim();
    if (name === '' || (format !== undefined && !formatName.test(format))) return match;
    const value = lookup(values, name);
    if (value === undefined || value === null) return match;
    if (format === 'number' && typeof value === 'number') {
      return (
        formatWholeNumber(value, language) ??
        cached(numberFormats, language, (lng) => new Intl.NumberFormat(lng)).format(value)
      );
    }
    return String(value);
  });
}

const namespaceOf = /^([a-z][a-z-]*):(.+)$/;

export class Translator {
  language: string;
  resolvedLanguage: string;
  defaultNS: string;
  fallbackLng: string;
  useSuspense: boolean;
  private store: Resource = {};
  private load: LoadMessages | undefined;
  private loading = new Map<string, Promise<void>>();
  /** Every namespace asked for: a change of language loads them all in the new language. */
  private used = new Set<string>();
  private listeners = new Map<string, Set<Listener>>();

  constructor(options: TranslatorOptions = {}) {
    this.language = this.resolvedLanguage = options.lng ?? 'en';
    this.defaultNS = options.defaultNS ?? 'translation';
    this.fallbackLng = options.fallbackLng ?? 'en';
    this.useSuspense = options.react?.useSuspense ?? true;
  }

  createInstance(options?: TranslatorOptions): Translator {
    return new Translator(options);
  }

  /** i18next's plugin call: a backend becomes the loader; anything else (initReactI18next) is ignored. */
  use(plugin: MessagesBackend | { type: string }): this {
    if ('read' in plugin) {
      this.load = (language, namespace) =>
        new Promise((resolve, reject) =>
          plugin.read(language, namespace, (error, messages) =>
            error || !messages ? reject(error ?? new Error(namespace)) : resolve(messages),
          ),
        );
    }
    return this;
  }

  async init(options: TranslatorOptions = {}): Promise<TFunction<AllNamespaces>> {
    this.language = this.resolvedLanguage = options.lng ?? this.language;
    this.defaultNS = options.defaultNS ?? this.defaultNS;
    this.fallbackLng = options.fallbackLng ?? this.fallbackLng;
    this.useSuspense = options.react?.useSuspense ?? this.useSuspense;
    for (const [language, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [namespace, messages] of Object.entries(namespaces)) {
        this.addResourceBundle(language, namespace, messages);
      }
    }
    await this.loadNamespaces(options.ns ?? [this.defaultNS]);
    return this.t;
  }

  addResourceBundle(language: string, namespace: string, messages: Messages): void {
    (this.store[language] ??= {})[namespace] = messages;
    this.used.add(namespace);
  }

  on(event: 'languageChanged' | 'loaded', listener: Listener): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
  }

  off(event: 'languageChanged' | 'loaded', listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: 'languageChanged' | 'loaded', language: string) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(language);
  }

  hasLoadedNamespace(namespace: string, language = this.language): boolean {
    return Boolean(this.store[language]?.[namespace]) || !this.load;
  }

  /**
   * Loads `namespaces` in `language` (by default the current one). The same request gives the same
   * promise, so a component that suspends on it is retried once, when it settles.
   */
  loadNamespaces(
    namespaces: string | readonly string[],
    language: string = this.language,
  ): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    list.forEach((namespace) => this.used.add(namespace));
    const missing = list.filter((namespace) => !this.hasLoadedNamespace(namespace, language));
    if (missing.length === 0) return Promise.resolve();
    const id = `${language}|${missing.join(' ')}`;
    let promise = this.loading.get(id);
    if (!promise) {
      const load = this.load as LoadMessages;
      promise = Promise.all(
        missing.map((namespace) =>
          load(language, namespace).then(
            (messages) => {
              (this.store[language] ??= {})[namespace] = messages;
            },
            (error: unknown) => {
              // A namespace that failed is not loaded: the next request tries again.
              this.loading.delete(id);
              throw error;
            },
          ),
        ),
      ).then(() => this.emit('loaded', language));
      this.loading.set(id, promise);
    }
    return promise;
  }

  /** Loads every namespace in use in `language`, then shows it. */
  async changeLanguage(language: string): Promise<TFunction<AllNamespaces>> {
    if (this.load) await this.loadNamespaces([...this.used], language).catch(() => undefined);
    if (language !== this.language) {
      this.language = this.resolvedLanguage = language;
      this.emit('languageChanged', language);
    }
    return this.t;
  }

  getResource(language: string, namespace: string, key: string): unknown {
    return lookup(this.store[language]?.[namespace], key);
  }

  private resolve(key: string, options: TOptions, namespaces: readonly string[]): unknown {
    const named = namespaceOf.exec(key);
    const spaces = named ? [named[1] as string] : namespaces;
    const path = named ? (named[2] as string) : key;
    const language = options.lng ?? this.language;
    const candidates = [path];
    if (typeof options.count === 'number') {
      const form =
        wholePluralForm(options.count, language) ??
        cached(pluralRules, language, (lng) => new Intl.PluralRules(lng)).select(options.count);
      candidates.unshift(`${path}_${form}`);
      if (options.count === 0) candidates.unshift(`${path}_zero`);
    }
    for (const lng of language === this.fallbackLng ? [language] : [language, this.fallbackLng]) {
      for (const namespace of spaces) {
        for (const candidate of candidates) {
          const value = this.getResource(lng, namespace, candidate);
          if (value !== undefined && value !== null) return value;
        }
      }
    }
    return undefined;
  }

  /** Whether the strings hold `key` (in `options.ns`, or the namespace the key names). */
  exists(key: string, options: { ns?: string | readonly string[] } = {}): boolean {
    return this.resolve(key, {}, this.namespacesOf(options.ns)) !== undefined;
  }

  private namespacesOf(ns: string | readonly string[] | undefined): readonly string[] {
    if (ns === undefined) return [this.defaultNS];
    return typeof ns === 'string' ? [ns] : ns;
  }

  private translate(
    keys: string | readonly string[],
    given: TOptions | string | undefined,
    fixed: { lng?: string; ns?: readonly string[]; keyPrefix?: string },
  ): unknown {
    const options: TOptions = typeof given === 'string' ? { defaultValue: given } : (given ?? {});
    const language = options.lng ?? fixed.lng ?? this.language;
    const namespaces = options.ns ? this.namespacesOf(options.ns) : (fixed.ns ?? [this.defaultNS]);
    const list = typeof keys === 'string' ? [keys] : keys;
    const fill = (value: unknown): unknown => {
      if (typeof value === 'string') {
        return options.skipInterpolation ? value : interpolate(value, options, language);
      }
      if (Array.isArray(value)) return value.map(fill);
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, fill(item)]));
      }
      return value;
    };
    for (const key of list) {
      const prefixed =
        fixed.keyPrefix && !namespaceOf.test(key) ? `${fixed.keyPrefix}.${key}` : key;
      const value = this.resolve(prefixed, { ...options, lng: language }, namespaces);
      if (value === undefined) continue;
      if (typeof value === 'object' && !options.returnObjects) continue;
      return fill(value);
    }
    if (options.defaultValue !== undefined) return fill(options.defaultValue);
    const last = list[list.length - 1] ?? '';
    return namespaceOf.exec(last)?.[2] ?? last;
  }

  /** A t() bound to a language (null: the current one), namespaces and a key prefix. */
  getFixedT<Ns extends Namespace = FlatNamespace, KPrefix = undefined>(
    language: string | null,
    ns?: Ns,
    keyPrefix?: KPrefix & string,
  ): TFunction<Ns, KPrefix> {
    const fixed = {
      lng: language ?? undefined,
      ns: ns === undefined ? undefined : this.namespacesOf(ns as string | readonly string[]),
      keyPrefix,
    };
    return ((keys: string | readonly string[], options?: TOptions | string) =>
      this.translate(keys, options, fixed)) as unknown as TFunction<Ns, KPrefix>;
  }

  /** The global t(): keys name their namespace ("dashboard:messages.loadFailed") or are common. */
  t: TFunction<AllNamespaces> = ((keys: string | readonly string[], options?: TOptions | string) =>
    this.translate(keys, options, {})) as unknown as TFunction<AllNamespaces>;
}

/** What components and helpers are given: the translator, by i18next's name for it. */
export type I18n = Translator;

/** The site's one translator in the browser (configured by i18n.ts). */
const i18next = new Translator();
export const createInstance = (options?: TranslatorOptions) => new Translator(options);
export default i18next;
