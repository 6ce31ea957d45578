import { describe, expect, it } from 'vitest';
import { sampleExtensions } from '@sinyal/contracts/extension-catalog';
import { filterExtensions, type ExtensionFilter, type MarketExtension } from './filter-extensions';

const [recorder, visualization] = sampleExtensions.map((extension): MarketExtension => ({
  ...extension,
  installed: false,
  enabled: false,
})) as [MarketExtension, MarketExtension];
const installedRecorder = { ...recorder, installed: true, enabled: true };
const all = [installedRecorder, visualization];

const ids = (filter: ExtensionFilter, connected: boolean, search = '') =>
  filterExtensions(all, { search, filter, connected }).map((extension) => extension.id);

describe('filterExtensions (spec §5)', () => {
  it('all shows everything', () => {
    expect(ids('all', false)).toEqual(['csv-recorder', 'spectrum-analyzer']);
  });

  it('installed shows only installed extensions, and none in visitor mode', () => {
    expect(ids('installed', true)).toEqual(['csv-recorder']);
    expect(ids('installed', false)).toEqual([]);
  });

  it('free and recorder show category Recorder; premium and visualization show Visualization', () => {
    expect(ids('free', false)).toEqual(['csv-recorder']);
    expect(ids('recorder', false)).toEqual(['csv-recorder']);
    expect(ids('premium', false)).toEqual(['spectrum-analyzer']);
    expect(ids('visualization', false)).toEqual(['spectrum-analyzer']);
  });

  it('search lower-cases the text and matches name, description and category only', () => {
    expect(ids('all', false, 'SPECTRUM')).toEqual(['spectrum-analyzer']);
    expect(ids('all', false, 'waterfall')).toEqual(['spectrum-analyzer']);
    expect(ids('all', false, 'recorder')).toEqual(['csv-recorder']);
    expect(ids('all', false, '  Visualization ')).toEqual(['spectrum-analyzer']);
    // The author and the formats are not searched.
    expect(ids('all', false, 'sinyal labs')).toEqual([]);
    expect(ids('all', false, 'jsonl')).toEqual([]);
  });

  it('search and filter combine', () => {
    expect(ids('recorder', false, 'csv')).toEqual(['csv-recorder']);
    expect(ids('premium', false, 'timestamp')).toEqual([]);
  });
});
