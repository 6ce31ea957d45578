import unhomoglyph from 'unhomoglyph';

/**
 * What makes two extension ids, names or author names look alike to a reader (docs/architecture.md
 * §8, docs/decisions/0012): their confusable skeletons, on which the registry compares a new id,
 * name or author name with those of other publishers. (Invisible characters, which a manifest may
 * not contain at all, are refused by its schema: invisible-characters.ts.) Here and not in the
 * registry so that every tool that needs it computes the same skeleton.
 */

// Dropped from a skeleton: marks (accents, after decomposition), spaces and separators, dashes and
// connectors, dots and slashes, and anything invisible. "csv_recorder", "CSV Récorder" and
// "csv-recorder" share one skeleton.
const ignoredInSkeleton = /[\p{M}\p{Z}\p{Pd}\p{Pc}\p{Cf}\p{Default_Ignorable_Code_Point}./·]/gu;

/**
 * Read alike in the marketplace's fonts beyond Unicode's table, after it and lower-casing: "i" and
 * "l" (Unicode maps "I" to "l", but case must not matter, so "i" joins them), and the symbols
 * people type for letters.
 */
const readAlike: Readonly<Record<string, string>> = {
  i: 'l',
  '!': 'l',
  $: 's',
  '5': 's',
  '@': 'a',
};
const readAlikeCharacter = /[i!$5@]/g;

/**
 * Letter pairs drawn like one letter. Unicode's table maps one character to several ("m" to "rn"),
 * never several to one, so these are replaced in the skeleton after it.
 */
const pairs: readonly (readonly [string, string])[] = [
  ['cl', 'd'],
  ['vv', 'w'],
];

/** Unicode's skeleton (UTS #39 §4): NFD, each character by the confusables table, NFD again. */
const unicodeSkeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/**
 * The skeleton of an id, a name or an author name: two values with the same skeleton read alike.
 * Unicode's confusable skeleton, then the compatibility forms Unicode's table leaves alone
 * ("ＣＳＶ" is "CSV"; folded after the table, which maps "ϲ" to "c" where NFKD would make it "ς"),
 * and the table again on the lower-cased text, because it maps to capitals too ("0" to "O"); then
 * without accents, separators and invisible characters, with the read-alike letters and pairs
 * above. Linear in the input.
 */
export function lookalikeKey(value: string): string {
  const folded = unicodeSkeleton(unicodeSkeleton(value).normalize('NFKD').toLowerCase());
  let key = folded
    .toLowerCase()
    .replace(ignoredInSkeleton, '')
    .replace(readAlikeCharacter, (character) => readAlike[character] ?? character);
  for (const [pair, letter] of pairs) key = key.split(pair).join(letter);
  return key;
}
