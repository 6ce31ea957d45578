import { describe, expect, test } from 'vitest';
import { findActiveSection, isScrolledToBottom } from './active-section';

const tops = [400, 1200, 2000, 2600];

interface Case {
  threshold?: number;
  atBottom?: boolean;
}

describe('findActiveSection', () => {
  test.each<[string, number, Case, number]>([
    ['the first section before any section has reached the threshold', 0, {}, 0],
    ['not yet the second with its top 151 px down', 1049, {}, 0],
    ['the second once its top is within the threshold (exactly 150 px down)', 1050, {}, 1],
    ['the second 100 px down, where a navigation click leaves it', 1100, {}, 1],
    ['the third once its top is within the threshold', 1990, {}, 2],
    ['a section scrolled past the top until the next one arrives', 1700, {}, 1],
    ['not the last section above the bottom of the page', 2200, {}, 2],
    [
      'the last section at the bottom even if it never reaches the threshold',
      2200,
      { atBottom: true },
      3,
    ],
    ['the next section earlier with a larger threshold', 950, { threshold: 250 }, 1],
    ['the same place with the usual threshold: not yet', 950, {}, 0],
  ])('reports %s', (_case, scrollY, { threshold = 150, atBottom = false }, expected) => {
    expect(findActiveSection({ sectionTops: tops, scrollY, threshold, atBottom })).toBe(expected);
  });

  test('no sections means no current section', () => {
    expect(findActiveSection({ sectionTops: [], scrollY: 0, threshold: 150, atBottom: true })).toBe(
      -1,
    );
  });
});

describe('isScrolledToBottom', () => {
  test('is true only when the viewport reaches the end of the document', () => {
    expect(isScrolledToBottom(1100, 900, 2000)).toBe(true);
    expect(isScrolledToBottom(1099.5, 900, 2000)).toBe(true); // sub-pixel rounding
    expect(isScrolledToBottom(1000, 900, 2000)).toBe(false);
  });
});
