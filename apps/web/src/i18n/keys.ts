import type { FlatNamespace, ParseKeys } from 'i18next';
import type { I18n } from './runtime';

/**
 * The keys t() takes under a prefix of a namespace, without the prefix (plural forms folded into
 * their base key, as t() takes them): `KeysUnder<'pricing', 'compare.rows'>` is `'sources' |
 * 'extensions' | …`. A list that names its strings by short keys declares them with it, so a key
 * the English strings lack is a compile error where the list is written, not a raw key on screen.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- i18next's "no t() options"
export type KeysUnder<Ns extends FlatNamespace, Prefix extends string> = ParseKeys<Ns, {}, Prefix>;

/**
 * A key with its namespace, the way i18next.t takes it outside a component, where no
 * useTranslation names the namespace: 'dashboard:messages.loadFailed'.
 */
export type NamespacedKey = { [Ns in FlatNamespace]: `${Ns}:${ParseKeys<Ns>}` }[FlatNamespace];

/**
 * Whether the loaded strings name a value that came from outside the build (a manifest's mode, a
 * sector stored by the server) under `prefix`: then `t(\`${prefix}.${value}\`)` is typed, and a
 * value this build has no words for can be shown as it is instead of as a raw key.
 */
export function isKeyUnder<Ns extends FlatNamespace, Prefix extends string>(
  i18n: I18n,
  namespace: Ns,
  prefix: Prefix,
  value: string,
): value is Extract<KeysUnder<Ns, Prefix>, string> {
  return i18n.exists(`${prefix}.${value}`, { ns: namespace });
}
