/**
 * What makes two ids, names or author names look alike to a reader (docs/architecture.md §8): case,
 * separators, accents and characters drawn alike ("0" and "o", "1", "l" and "I", Cyrillic "а" and
 * Latin "a"). Each value gets a skeleton, after Unicode's confusable skeletons (UTS #39) on a small
 * table; two values with the same skeleton are refused as imitations of each other. Plain code,
 * linear in the input.
 */

// Drawn alike in the fonts people read the marketplace in; the right side is the representative.
const confusables: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  i: 'l',
  '|': 'l',
  '!': 'l',
  '5': 's',
  $: 's',
  '@': 'a',
  // Cyrillic and Greek letters that look Latin.
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'l',
  ї: 'l',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'l',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  // Turkish dotless i, read as i (and so as l).
  ı: 'l',
};

function isSeparator(char: string): boolean {
  return (
    char === '-' ||
    char === '_' ||
    char === '.' ||
    char === ' ' ||
    char === '/' ||
    char === '·' ||
    char === '\u00a0' ||
    char === '\u2010' ||
    char === '\u2011' ||
    char === '\u2012' ||
    char === '\u2013' ||
    char === '\u2014'
  );
}

function isCombiningMark(code: number): boolean {
  return (code >= 0x0300 && code <= 0x036f) || (code >= 0x1ab0 && code <= 0x1aff);
}

/** The skeleton of an id, a name or an author name. */
export function lookalikeKey(value: string): string {
  // NFKD splits "é" into "e" and its accent and folds compatibility forms ("ｆｕｌｌ", "ℂ").
  const decomposed = value.normalize('NFKD');
  let out = '';
  for (const char of decomposed) {
    if (isSeparator(char) || isCombiningMark(char.codePointAt(0) ?? 0)) continue;
    // Upper-case "I" reads as "l": map before lower-casing turns it into "i", which maps too.
    const lower = char.toLowerCase();
    out += confusables[lower] ?? lower;
  }
  // Letter pairs drawn like one letter.
  return out.split('rn').join('m').split('vv').join('w');
}

/** The key an author name is owned by: the same skeleton, so "Sinyal Labs" and "SinyaI-Labs" meet. */
export const authorKey = lookalikeKey;
