import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/docs-guide.json';
import plugin from '../../../i18n/locales/en/docs-plugin.json';
import tr from '../../../i18n/locales/tr/docs-guide.json';
import { headingsOf, toBlocks } from './doc-blocks';

describe('toBlocks', () => {
  it('reads every kind of block and leaves out what it does not know', () => {
    const blocks = toBlocks([
      { h: 'Windows', id: 'windows' },
      { p: 'Text' },
      { note: 'Careful' },
      { ul: ['a', 'b'] },
      { ol: ['one'] },
      { code: 'ls', label: 'bash' },
      { table: { head: ['A'], rows: [['1'], ['2']] } },
      { something: 'else' },
      'text',
    ]);
    expect(blocks.map((block) => block.kind)).toEqual([
      'heading',
      'paragraph',
      'note',
      'list',
      'list',
      'code',
      'table',
    ]);
    expect(headingsOf(blocks)).toEqual([{ id: 'windows', text: 'Windows' }]);
  });

  it('reads every block of the guide and the plugin API in both languages, with unique anchors', () => {
    for (const pages of [en, tr, plugin] as Record<string, { blocks: unknown[] }>[]) {
      for (const page of Object.values(pages)) {
        const blocks = toBlocks(page.blocks);
        expect(blocks).toHaveLength(page.blocks.length);
        const ids = headingsOf(blocks).map((heading) => heading.id);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
  });

  it('gives the Turkish guide the same anchors as the English one, so links work in both', () => {
    for (const [page, content] of Object.entries(en)) {
      const english = headingsOf(toBlocks(content.blocks)).map((heading) => heading.id);
      const turkish = headingsOf(toBlocks(tr[page as keyof typeof tr].blocks)).map(
        (heading) => heading.id,
      );
      expect(turkish).toEqual(english);
    }
  });
});
