import { describe, expect, it } from 'vitest';
import enDocs from '../../../i18n/locales/en/docs.json';
import enGuide from '../../../i18n/locales/en/docs-guide.json';
import enPlugin from '../../../i18n/locales/en/docs-plugin.json';
import enPublishing from '../../../i18n/locales/en/docs-publishing.json';
import trDocs from '../../../i18n/locales/tr/docs.json';
import trGuide from '../../../i18n/locales/tr/docs-guide.json';
import trPlugin from '../../../i18n/locales/tr/docs-plugin.json';
import trPublishing from '../../../i18n/locales/tr/docs-publishing.json';
import { docsSections, type DocsSectionId } from '../docs-sections';
import { buildSearchIndex, fold, searchDocs, wordsOf } from './search-index';

const english = buildSearchIndex({
  docs: enDocs,
  'docs-guide': enGuide,
  'docs-plugin': enPlugin,
  'docs-publishing': enPublishing,
});
const turkish = buildSearchIndex({
  docs: trDocs,
  'docs-guide': trGuide,
  'docs-plugin': trPlugin,
  'docs-publishing': trPublishing,
});
const titleIn = (docs: typeof enDocs) => (page: DocsSectionId) => docs.sections[page];

describe('fold and wordsOf', () => {
  it('fold case, accents and both Turkish i letters the same way', () => {
    expect(fold('BAĞLANTI İşaret ışık Çöz')).toBe('baglanti isaret isik coz');
    expect(wordsOf('How do I connect a CAN adapter?')).toEqual(['connect', 'can', 'adapter']);
  });
});

describe('buildSearchIndex', () => {
  it('covers every page, and every heading of the guide with its anchor', () => {
    expect(new Set(english.map((item) => item.page))).toEqual(new Set(docsSections));
    expect(english.find((item) => item.anchor === 'can')?.heading).toBe('CAN bus adapters');
    expect(turkish.find((item) => item.anchor === 'can')?.heading).toBe(
      'CAN veri yolu adaptörleri',
    );
  });
});

describe('searchDocs', () => {
  it('answers "how do I connect a CAN adapter" with the CAN part of Connecting sources', () => {
    const [top] = searchDocs(english, 'how do I connect a CAN adapter', titleIn(enDocs));
    expect(top?.entry.page).toBe('connecting-sources');
    expect(top?.entry.anchor).toBe('can');
  });

  it('answers the Turkish question, with or without Turkish letters', () => {
    for (const query of ['CAN adaptörü nasıl bağlanır', 'can adaptoru nasil baglanir']) {
      const [top] = searchDocs(turkish, query, titleIn(trDocs));
      expect(top?.entry.page, query).toBe('connecting-sources');
      expect(top?.entry.anchor, query).toBe('can');
    }
  });

  it('finds the baud rate, pairing, replay speed and the plugin API', () => {
    const top = (query: string) => searchDocs(english, query, titleIn(enDocs))[0]?.entry;
    expect(top('baud rate')?.anchor).toBe('uart');
    expect(top('bluetooth pairing')?.anchor).toBe('bluetooth');
    expect(top('replay speed')?.page).toBe('recording-replay');
    expect(top('emit timestamp')?.page).toBe('plugin-api');
    expect(top('publish a new version')?.page).toBe('publishing');
  });

  it('forgives a typing slip: "publsh" finds Publishing, in either language', () => {
    expect(searchDocs(english, 'publsh', titleIn(enDocs))[0]?.entry.page).toBe('publishing');
    expect(searchDocs(english, 'bluetoth pairing', titleIn(enDocs))[0]?.entry.anchor).toBe(
      'bluetooth',
    );
    expect(searchDocs(turkish, 'yayimlma', titleIn(trDocs))[0]?.entry.page).toBe('publishing');
  });

  it('ranks a word as written above a word with a slip', () => {
    const [top] = searchDocs(english, 'publish', titleIn(enDocs));
    expect(top?.entry.page).toBe('publishing');
  });

  it('finds nothing for stop words alone or for words the docs do not use', () => {
    expect(searchDocs(english, 'how do I', titleIn(enDocs))).toEqual([]);
    expect(searchDocs(english, 'zebrafish', titleIn(enDocs))).toEqual([]);
  });
});
