import { describe, expect, test } from 'vitest';
import { testI18n } from '../test/test-i18n';
import enDemo from '../i18n/locales/en/demo.json';
import trDemo from '../i18n/locales/tr/demo.json';
import enDownload from '../i18n/locales/en/download.json';
import trDownload from '../i18n/locales/tr/download.json';
import enExtensions from '../i18n/locales/en/extensions.json';
import trExtensions from '../i18n/locales/tr/extensions.json';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatNumber,
  formatSize,
  formatUsd,
} from './format';

describe('formatCalendarDate', () => {
  test('writes the day out in the reader’s language, never shifted by a time zone', () => {
    expect(formatCalendarDate('2025-08-25', 'en')).toBe('August 25, 2025');
    expect(formatCalendarDate('2025-08-25', 'tr')).toBe('25 Ağustos 2025');
    expect(formatCalendarDate('2025-08-12T23:59:00Z', 'en', 'medium')).toBe('Aug 12, 2025');
  });

  test('gives back text it cannot read', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
  });
});

describe('moments', () => {
  test('empty for nothing, the text for something unreadable', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
    expect(formatDate('2025-08-25T12:00:00Z', 'en')).toMatch(/2025/);
  });
});

describe('formatUsd', () => {
  test('whole dollars in either language', () => {
    expect(formatUsd(5, 'en')).toBe('$5');
    expect(formatUsd(5, 'tr')).toBe('$5');
  });
});

describe('numbers and sizes', () => {
  test('group thousands and mark decimals the way the language does', () => {
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatNumber(1000, 'tr')).toBe('1.000');
    expect(formatNumber(0.5, 'tr')).toBe('0,5');
    expect(formatNumber(1234.5678, 'tr', { maximumFractionDigits: 1 })).toBe('1.234,6');
  });

  test('write a size in KB below a megabyte and in MB above', () => {
    expect(formatSize(3584, 'en')).toBe('3.5 KB');
    expect(formatSize(3584, 'tr')).toBe('3,5 KB');
    expect(formatSize(12.25 * 1024 * 1024, 'tr')).toBe('12,3 MB');
    expect(formatSize(1024 * 1024 * 1024, 'en')).toBe('1,024 MB');
  });
});

describe('numbers inside the strings', () => {
  const resources = {
    en: { demo: enDemo, download: enDownload, extensions: enExtensions },
    tr: { demo: trDemo, download: trDownload, extensions: trExtensions },
  };

  test('a Turkish page writes "1.000 Hz", "0,5×" and "1.500 MB"; an English one "1,000 Hz"', async () => {
    const tr = await testI18n('tr', resources);
    expect(tr.t('demo:sources.simulated.rateValue', { rate: 1000 })).toBe('1.000 Hz');
    expect(tr.t('demo:saved.speedValue', { speed: 0.5 })).toBe('0,5×');
    expect(tr.t('download:card.sizeValue', { size: 1500 })).toBe('1.500 MB');
    const en = await testI18n('en', resources);
    expect(en.t('demo:sources.simulated.rateValue', { rate: 1000 })).toBe('1,000 Hz');
    expect(en.t('download:card.sizeValue', { size: 1500 })).toBe('1,500 MB');
  });

  test('a count is grouped too and still picks the plural', async () => {
    const en = await testI18n('en', resources);
    expect(en.t('extensions:toolbar.results', { count: 1200 })).toBe('1,200 extensions');
    expect(en.t('extensions:toolbar.results', { count: 1 })).toBe('1 extension');
    const tr = await testI18n('tr', resources);
    expect(tr.t('extensions:toolbar.results', { count: 1200 })).toMatch(/^1\.200 /);
  });
});
