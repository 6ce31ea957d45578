import { describe, expect, test } from 'vitest';
import { lookalikeKey } from './extension-lookalike';
import { codePointOf, invisibleCharacterIn } from './invisible-characters';

describe('look-alike skeletons', () => {
  test.each([
    ['CSV Recorder', 'csv recorder'],
    ['CSV Recorder', 'CSV-Recorder'],
    ['CSV Recorder', 'csv_recorder'],
    ['CSV Recorder', 'CSV Rec0rder'],
    ['CSV Recorder', 'ＣＳＶ Recorder'],
    ['CSV Recorder', 'CSV Récorder'],
    ['CSV Recorder', 'CSV Recorder\u200b'],
    ['CSV Recorder', 'CSV Recоrder'],
    ['CSV Recorder', 'CSV Reϲorder'],
    ['CSV Recorder', 'ᏟSV Recorder'],
    ['CSV Recorder', 'CSV\u00a0Recorder'],
    ['Sinyal Labs', 'Sinyɑl Labs'],
    ['Sinyal Labs', 'SinyaI Labs'],
    ['Sinyal Labs', 'SINYAL LABS'],
    ['Sinyal Labs', 'Ѕіnуаl Lаbs'],
    ['Sinyal Labs', 'Sinyal Lab$'],
    ['Sinyal Labs', 'Sinyal Lab5'],
    ['Sinyal Labs', 'Sinyal Labs\u00ad'],
    ['csv-recorder', 'csv-recorcler'],
    ['csv-recorder', 'csv.rec0rder'],
    ['spectrum-analyzer', 'spectrurn-analyzer'],
    ['wave-view', 'vvave-view'],
    ['İşlem', 'islem'],
  ])('%j and %j read alike', (original, imitation) => {
    expect(lookalikeKey(imitation)).toBe(lookalikeKey(original));
  });

  test.each([
    ['CSV Recorder', 'CSV Reoorder'],
    ['CSV Recorder', 'CSV Recorder 2'],
    ['Sinyal Labs', 'Sinyal Lab'],
    ['serial-monitor', 'serial-monitors'],
    ['Spectrum Analyzer', 'Spectrum Analyser'],
  ])('%j and %j do not', (original, other) => {
    expect(lookalikeKey(other)).not.toBe(lookalikeKey(original));
  });
});

describe('invisible characters', () => {
  test.each([
    ['a zero-width space', 'CSV Recorder\u200b', 'U+200B'],
    ['a zero-width joiner', 'a\u200db', 'U+200D'],
    ['a soft hyphen', 'Rec\u00adorder', 'U+00AD'],
    ['a word joiner', 'a\u2060b', 'U+2060'],
    ['the Hangul filler', '\u3164', 'U+3164'],
    ['the Hangul choseong filler', 'a\u115f', 'U+115F'],
    ['the halfwidth Hangul filler', 'a\uffa0', 'U+FFA0'],
    ['a variation selector', 'a\ufe0f', 'U+FE0F'],
    ['a supplementary variation selector', 'a\u{e0100}', 'U+E0100'],
    ['a left-to-right mark', 'a\u200e', 'U+200E'],
    ['a right-to-left override', 'a\u202eb', 'U+202E'],
    ['an isolate', 'a\u2066b', 'U+2066'],
    ['the Arabic letter mark', 'a\u061c', 'U+061C'],
    ['a byte order mark', 'a\ufeff', 'U+FEFF'],
    ['a combining grapheme joiner', 'a\u034fb', 'U+034F'],
    ['a tag character', 'a\u{e0041}', 'U+E0041'],
    ['the blank braille pattern', 'a\u2800', 'U+2800'],
  ])('%s is found and named by its code point', (_what, value, codePoint) => {
    expect(invisibleCharacterIn(value)).toBe(codePoint);
  });

  test.each([
    'CSV Recorder',
    'İşlem Ölçer',
    'Ağ Çözümleyici',
    'Ελληνικά',
    'Кириллица',
    '日本語',
    '👍',
  ])('%j has none', (value) => {
    expect(invisibleCharacterIn(value)).toBeNull();
  });

  test('code points are written as Unicode writes them', () => {
    expect(codePointOf('a')).toBe('U+0061');
    expect(codePointOf('\u{1f600}')).toBe('U+1F600');
  });
});
