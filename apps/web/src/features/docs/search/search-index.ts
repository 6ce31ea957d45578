import { docsPageStrings, docsSections, type DocsSectionId } from '../docs-sections';
import { headingsOf, toBlocks, type DocBlock } from '../lib/doc-blocks';
import { typoDistance, typosAllowed } from './typo-distance';

/** One searchable part of the docs: a page's opening or one of its headed parts. */
export interface SearchEntry {
  page: DocsSectionId;
  /** The heading's anchor on the page, or null for the page as a whole. */
  anchor: string | null;
  heading: string | null;
  /** The part's words as a reader sees them (code marks removed), for the result's snippet. */
  text: string;
  /** Folded words of the heading and of the text, each once: the index proper. */
  headingWords: string[];
  words: string[];
}

/**
 * Lower case without accents, with Turkish dotted and dotless i both as "i": a query typed on a
 * keyboard without Turkish letters finds Turkish words, and "İ" never folds to two characters.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ı', 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

// Words too common to tell pages apart. "can" is not here: it names a bus.
const stopWords = new Set(
  (
    'a an and are as at be by do does for from how i in is it me my of on or the this to what ' +
    'when where which with you your ' +
    'bir bu da de ve ile icin mi mu ne nasil neden nerede hangi ben benim sen siz'
  ).split(' '),
);

/** The folded words of a text, without stop words and one-letter words. */
export function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !stopWords.has(word));
}

function unique(words: string[]): string[] {
  return [...new Set(words)];
}

function plain(text: string): string {
  return text.replaceAll('`', '');
}

function blockText(block: DocBlock): string {
  switch (block.kind) {
    case 'heading':
      return '';
    case 'paragraph':
    case 'note':
      return plain(block.text);
    case 'list':
      return block.items.map(plain).join(' ');
    case 'code':
      return block.code;
    case 'table':
      return [block.head, ...block.rows].flat().map(plain).join(' ');
  }
}

/** Every string under a node of a strings file, in order. */
function allStrings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(allStrings);
  return [];
}

function lookup(table: unknown, key: string): unknown {
  if (!key) return table;
  return typeof table === 'object' && table !== null
    ? (table as Record<string, unknown>)[key]
    : undefined;
}

function entry(
  page: DocsSectionId,
  anchor: string | null,
  heading: string | null,
  text: string,
): SearchEntry {
  return {
    page,
    anchor,
    heading,
    text: text.replace(/\s+/g, ' ').trim(),
    headingWords: unique(wordsOf(heading ?? '')),
    words: unique(wordsOf(text)),
  };
}

/**
 * The search index of one language, from its strings files by namespace (`docs` holds every page's
 * summary). Pages of blocks give an entry for their opening and one per heading; the other pages
 * one entry each, with every string of the page.
 */
export function buildSearchIndex(strings: Record<string, unknown>): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const summaries = lookup(strings.docs, 'summaries');
  for (const page of docsSections) {
    const source = docsPageStrings[page];
    const content = lookup(strings[source.namespace], source.key);
    const summary = lookup(summaries, page);
    const opening = typeof summary === 'string' ? summary : '';
    if (!source.blocks) {
      entries.push(entry(page, null, null, [opening, ...allStrings(content)].map(plain).join(' ')));
      continue;
    }
    const blocks = toBlocks(lookup(content, 'blocks'));
    let part: { anchor: string | null; heading: string | null; text: string } = {
      anchor: null,
      heading: null,
      text: opening,
    };
    for (const block of blocks) {
      if (block.kind === 'heading') {
        entries.push(entry(page, part.anchor, part.heading, part.text));
        part = { anchor: block.id, heading: block.text, text: '' };
      } else {
        part.text += ` ${blockText(block)}`;
      }
    }
    entries.push(entry(page, part.anchor, part.heading, part.text));
    // Checks that every heading made it in: the contents and the index must agree.
    if (
      headingsOf(blocks).length !==
      entries.filter((item) => item.page === page && item.anchor).length
    ) {
      throw new Error(`Search index: the headings of ${page} do not match its entries`);
    }
  }
  return entries;
}

export interface SearchResult {
  entry: SearchEntry;
  score: number;
}

type Match = 'exact' | 'stem' | 'typo' | null;

/**
 * Whether a query word finds a word of the index: the same word, the same stem, or (weaker) the
 * start of the word with a typing slip or two, as typoDistance counts them. A slip's first letter is
 * kept: a different first letter is more often another word than a slip.
 */
function matches(query: string, word: string): Match {
  if (query === word) return 'exact';
  if (word.startsWith(query) && query.length >= 3) return 'stem';
  if (query.startsWith(word) && word.length >= 4) return 'stem';
  // Turkish and English endings: "baglanir" and "baglayin" share the stem "bagla".
  if (query.length >= 5 && word.length >= 5 && query.slice(0, 5) === word.slice(0, 5))
    return 'stem';
  const allowed = typosAllowed(query.length);
  if (allowed > 0 && query[0] === word[0] && typoDistance(query, word, allowed) <= allowed)
    return 'typo';
  return null;
}

const strength = { exact: 3, stem: 2, typo: 1 } as const;

function best(query: string, words: readonly string[]): Match {
  let found: Match = null;
  for (const word of words) {
    const match = matches(query, word);
    if (match === 'exact') return match;
    if (match && (!found || strength[match] > strength[found])) found = match;
  }
  return found;
}

/** Points for where a query word was found and how well: a slip counts for less than a stem. */
function pointsOf(match: Match, exact: number, stem: number, typo: number): number {
  return match === 'exact' ? exact : match === 'stem' ? stem : match === 'typo' ? typo : 0;
}

/**
 * The entries that answer a query, best first. Each query word scores where it is found (heading
 * over page title over text, an exact word over a shared stem); entries that find more of the
 * query's words always rank higher.
 */
export function searchDocs(
  entries: readonly SearchEntry[],
  query: string,
  pageTitle: (page: DocsSectionId) => string,
  limit = 8,
): SearchResult[] {
  const queryWords = unique(wordsOf(query));
  if (queryWords.length === 0) return [];
  const titles = new Map<DocsSectionId, string[]>();
  const results: (SearchResult & { found: number })[] = [];
  for (const item of entries) {
    let titleWords = titles.get(item.page);
    if (!titleWords) {
      titleWords = wordsOf(pageTitle(item.page));
      titles.set(item.page, titleWords);
    }
    let score = 0;
    let found = 0;
    for (const word of queryWords) {
      const inHeading = best(word, item.headingWords);
      const inTitle = best(word, titleWords);
      const inText = best(word, item.words);
      const points =
        pointsOf(inHeading, 6, 4, 3) + pointsOf(inTitle, 3, 2, 1) + pointsOf(inText, 2, 1, 1);
      if (points > 0) found++;
      score += points;
    }
    if (found > 0) results.push({ entry: item, score: found * 100 + score, found });
  }
  return results
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ entry: item, score }) => ({ entry: item, score }));
}
