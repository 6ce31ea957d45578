import { describe, expect, it } from 'vitest';
import { typoDistance, typosAllowed } from './typo-distance';

describe('typoDistance', () => {
  it('counts a missing, an extra, a wrong and two swapped letters as one slip each', () => {
    expect(typoDistance('publsh', 'publish', 2)).toBe(1);
    expect(typoDistance('pubblish', 'publish', 2)).toBe(1);
    expect(typoDistance('publich', 'publish', 2)).toBe(1);
    expect(typoDistance('pubilsh', 'publish', 2)).toBe(1);
    expect(typoDistance('publish', 'publish', 2)).toBe(0);
  });

  it('measures against the start of the word, so a slip in a stem still finds the longer word', () => {
    expect(typoDistance('publsh', 'publishing', 1)).toBe(1);
    expect(typoDistance('bluetoth', 'bluetooth', 2)).toBe(1);
  });

  it('gives up past the allowed number of slips', () => {
    expect(typoDistance('zebrafish', 'publishing', 2)).toBe(3);
    expect(typoDistance('plot', 'export', 1)).toBe(2);
  });
});

describe('typosAllowed', () => {
  it('forgives nothing in words under four letters, one up to seven, two from eight', () => {
    expect([3, 4, 7, 8, 12].map(typosAllowed)).toEqual([0, 1, 1, 2, 2]);
  });
});
