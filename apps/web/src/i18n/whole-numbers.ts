/**
 * Whole numbers and their plural forms in the site's own languages, written without Intl.
 *
 * Why: the first Intl object a page makes loads the browser's locale data, 20–30 ms of main thread
 * on a desktop and four times that on a phone, and the home and pricing pages would pay it while
 * hydrating for nothing more than "$9", "1,000" or "2 sources". English and Turkish agree with
 * Intl on these (a unit test compares them over a range of values); anything else — fractions,
 * options, other languages — still goes through Intl.
 */
const groupSeparators: Readonly<Record<string, string>> = { en: ',', tr: '.' };

const baseLanguage = (language: string | undefined) => (language ?? 'en').split('-')[0] ?? 'en';

/** "1,234,567" in English, "1.234.567" in Turkish; undefined where Intl must answer. */
export function formatWholeNumber(value: number, language: string | undefined): string | undefined {
  const separator = groupSeparators[baseLanguage(language)];
  if (separator === undefined || !Number.isSafeInteger(value)) return undefined;
  const digits = String(Math.abs(value));
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped === '' ? group : `${group}${separator}${grouped}`;
  }
  return value < 0 ? `-${grouped}` : grouped;
}

/** "one" or "other" for a count in English or Turkish; undefined where Intl must answer. */
export function wholePluralForm(count: number, language: string): 'one' | 'other' | undefined {
  if (groupSeparators[baseLanguage(language)] === undefined || !Number.isFinite(count)) {
    return undefined;
  }
  // Both languages have "one" for exactly one (written without a fraction), "other" for the rest.
  return Math.abs(count) === 1 ? 'one' : 'other';
}
