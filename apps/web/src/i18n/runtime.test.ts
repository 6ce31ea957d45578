import { describe, expect, it } from 'vitest';
import { interpolate } from './runtime';

describe('interpolate', () => {
  it('puts values in, with or without spaces inside the braces', () => {
    expect(interpolate('Hello {{name}}, {{ count }} new', { name: 'Ada', count: 3 }, 'en')).toBe(
      'Hello Ada, 3 new',
    );
  });

  it('writes numbers the way the language does', () => {
    expect(interpolate('{{rate, number}} Hz', { rate: 1000 }, 'tr')).toBe('1.000 Hz');
    expect(interpolate('{{ rate , number }} Hz', { rate: 1000 }, 'en')).toBe('1,000 Hz');
  });

  it('leaves a name without a value, an empty name and an odd format as written', () => {
    expect(interpolate('{{missing}} and {{}}', {}, 'en')).toBe('{{missing}} and {{}}');
    expect(interpolate('{{n, 12}}', { n: 1 }, 'en')).toBe('{{n, 12}}');
  });

  it('answers at once for a long run of spaces inside braces', () => {
    const text = `{{${' '.repeat(50_000)}`;
    expect(interpolate(text, {}, 'en')).toBe(text);
  });
});
