import {
  countryCode,
  featuredCountries,
  otherCountryCodes,
  type Country,
} from '@sinyal/contracts/countries';

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(language: string): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      // A browser without region names: the codes are shown as they are.
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language) ?? null;
}

/** A stored country value (docs/decisions/0006) in the reader's language; an unknown value as it is. */
export function countryName(value: string, language: string): string {
  const code = countryCode(value);
  if (!code) return value;
  return namesIn(language)?.of(code) ?? code;
}

export interface CountryOption {
  value: Country;
  label: string;
}

/** The specification's eight first, in its order; then every other country by name in `language`. */
export function countryOptions(language: string): {
  featured: CountryOption[];
  others: CountryOption[];
} {
  const option = (value: Country) => ({ value, label: countryName(value, language) });
  const collator = new Intl.Collator(language);
  return {
    featured: featuredCountries.map(option),
    others: otherCountryCodes.map(option).sort((a, b) => collator.compare(a.label, b.label)),
  };
}
