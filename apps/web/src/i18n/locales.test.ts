import { describe, expect, it } from 'vitest';

// Every namespace of every language, found the way i18n.ts finds them (a JSON file, or a module
// that builds one), so a new file is checked without being listed here.
const files = import.meta.glob<unknown>(
  ['./locales/*/*.json', './locales/*/*.ts', '!./locales/*/*.test.ts'],
  { eager: true, import: 'default' },
);
const byNamespace = new Map(
  Object.entries(files).map(([path, strings]) => [path.replace(/\.(json|ts)$/, ''), strings]),
);

const languages = ['en', 'tr'] as const;
type Language = (typeof languages)[number];

function namespacesOf(language: Language): string[] {
  const prefix = `./locales/${language}/`;
  return [...byNamespace.keys()]
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length))
    .sort();
}

function table(language: Language, namespace: string): unknown {
  return byNamespace.get(`./locales/${language}/${namespace}`);
}

/** Every leaf of a strings file by its dotted path, the way t() reaches it (arrays by index). */
function leaves(node: unknown, prefix = ''): [path: string, value: unknown][] {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The names inside {{…}}, without i18next's unescape dash or a format: {{- name}}, {{n, number}}. */
function variables(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*-?\s*([^\s,}]+)[^}]*\}\}/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
  return [...new Set(names)].sort();
}

const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * Plural keys by their base key, with the forms each has. A key is plural when its base has an
 * `_other` form, so a code such as `file_formats_too_many` is not mistaken for one.
 */
function pluralForms(paths: readonly string[]): Map<string, string[]> {
  const present = new Set(paths);
  const forms = new Map<string, string[]>();
  for (const path of paths) {
    if (!path.endsWith('_other')) continue;
    const base = path.slice(0, -'_other'.length);
    forms.set(
      base,
      pluralCategories.filter((category) => present.has(`${base}_${category}`)),
    );
  }
  return forms;
}

describe('the strings files', () => {
  it('hold the same namespaces in English and Turkish', () => {
    expect(namespacesOf('tr')).toEqual(namespacesOf('en'));
    expect(namespacesOf('en').length).toBeGreaterThan(0);
  });
});

describe.each(namespacesOf('en'))('the %s strings', (namespace) => {
  const en = new Map(leaves(table('en', namespace)));
  const tr = new Map(leaves(table('tr', namespace)));

  it('have every English key in Turkish and no key English lacks', () => {
    const missingInTurkish = [...en.keys()].filter((path) => !tr.has(path));
    const onlyInTurkish = [...tr.keys()].filter((path) => !en.has(path));
    expect({ missingInTurkish, onlyInTurkish }).toEqual({
      missingInTurkish: [],
      onlyInTurkish: [],
    });
  });

  it.each(languages)('are non-empty text in %s', (language) => {
    const strings = language === 'en' ? en : tr;
    const notText = [...strings]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([path]) => path);
    expect(notText).toEqual([]);
  });

  it('use the same {{variables}} in both languages, key by key', () => {
    const differing = [...en]
      .filter(([path]) => tr.has(path))
      .map(([path, english]) => ({
        path,
        en: variables(String(english)),
        tr: variables(String(tr.get(path))),
      }))
      .filter((entry) => entry.en.join() !== entry.tr.join());
    expect(differing).toEqual([]);
  });

  // Turkish, like English, has a 'one' and an 'other' category in the CLDR rules i18next follows
  // (Intl.PluralRules). Turkish nouns stay singular after a number, so its two forms often read
  // alike, yet the _one form must be there: without it i18next looks up the fallback language
  // and a Turkish page says "1 minute".
  it.each(languages)('give each plural key exactly the forms %s counts with', (language) => {
    const expected = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const strings = language === 'en' ? en : tr;
    const wrong = [...pluralForms([...strings.keys()])]
      .map(([key, forms]) => ({ key, forms }))
      .filter(
        ({ forms }) => forms.join() !== pluralCategories.filter((c) => expected.includes(c)).join(),
      );
    expect(wrong).toEqual([]);
  });
});
