/**
 * Characters that show nothing of their own, which a name must not hide (docs/decisions/0012):
 * Unicode's Default_Ignorable_Code_Point (zero-width space and joiners, soft hyphen, word joiner,
 * the Hangul fillers, variation selectors, tags) and format characters (Cf: direction marks,
 * embeddings, overrides and isolates, invisible operators), plus the blank braille pattern, which
 * draws as an empty cell. One character class, so linear (docs/decisions/0004); no imports, so the
 * site can use it without the confusables table.
 */
const invisibleCharacter = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]/u;

/** "U+200B" for a character, as Unicode writes code points. */
export function codePointOf(character: string): string {
  const hex = (character.codePointAt(0) ?? 0).toString(16).toUpperCase();
  return `U+${hex.padStart(4, '0')}`;
}

/** The code point of the first invisible character in `value` ("U+200B"), or null. */
export function invisibleCharacterIn(value: string): string | null {
  const found = invisibleCharacter.exec(value);
  return found ? codePointOf(found[0]) : null;
}
