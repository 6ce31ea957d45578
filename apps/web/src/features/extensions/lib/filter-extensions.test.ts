import { describe, expect, it } from 'vitest';
import { sampleExtensions } from '@sinyal/contracts/extension-catalog';
import { filterExtensions, type ExtensionFilter, type MarketExtension } from './filter-extensions';

const [recorder, visualization] = sampleExtensions.map((extension): MarketExtension => ({
  ...extension,
  installed: false,
  enabled: false,
  latest_version: extension.version,
  update_available: false,
})) as [MarketExtension, MarketExtension];
const installedRecorder = { ...recorder, installed: true, enabled: true };
const all = [installedRecorder, visualization];

const ids = (filter: ExtensionFilter, connected: boolean, search = '') =>
  filterExtensions(all, { search, filter, connected }).map((extension) => extension.id);

describe('filterExtensions (docs/product.md §5)', () => {
  it('all shows everything', () => {
    expect(ids('all', false)).toEqual(['csv-recorder', 'spectrum-analyzer']);
  });

  it('installed shows only installed extensions, and none in visitor mode', () => {
    expect(ids('installed', true)).toEqual(['csv-recorder']);
    expect(ids('installed', false)).toEqual([]);
  });

  it('recorder and visualization show their category; free and premium read the plan table', () => {
    expect(ids('free', false)).toEqual(['csv-recorder']);
    // The CSV recorder is a DataSource: the Recorder filter is the group of everything before the
    // chart, recorders, data sources and processing steps.
    expect(recorder.category).toBe('DataSource');
    expect(ids('recorder', false)).toEqual(['csv-recorder']);
    const steps = (['Processing', 'Recorder'] as const).map((category) => ({
      ...recorder,
      id: category,
      category,
    }));
    const grouped = filterExtensions([...steps, visualization], {
      search: '',
      filter: 'recorder',
      connected: false,
    });
    expect(grouped.map((extension) => extension.id)).toEqual(['Processing', 'Recorder']);
    expect(ids('premium', false)).toEqual(['spectrum-analyzer']);
    expect(ids('visualization', false)).toEqual(['spectrum-analyzer']);
    // A free visualization and a Pro recorder: the plan decides Free and Premium, not the category.
    const freeChart = { ...visualization, id: 'free-chart', mode: 'lite' as const };
    const proRecorder = { ...recorder, id: 'pro-recorder', mode: 'enterprise' as const };
    const mixed = filterExtensions([freeChart, proRecorder], {
      search: '',
      filter: 'free',
      connected: false,
    });
    expect(mixed.map((extension) => extension.id)).toEqual(['free-chart']);
    const premium = filterExtensions([freeChart, proRecorder], {
      search: '',
      filter: 'premium',
      connected: false,
    });
    expect(premium.map((extension) => extension.id)).toEqual(['pro-recorder']);
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
