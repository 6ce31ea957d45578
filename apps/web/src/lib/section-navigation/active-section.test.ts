import { describe, expect, test } from 'vitest';
import { findActiveSection, isScrolledToBottom } from './active-section';

const tops = [400, 1200, 2000, 2600];

describe('findActiveSection', () => {
  test('reports the first section before any section has reached the threshold', () => {
    expect(
      findActiveSection({ sectionTops: tops, scrollY: 0, threshold: 150, atBottom: false }),
    ).toBe(0);
  });

  test('a section becomes current once its top is within the threshold of the viewport top', () => {
    const at = (scrollY: number) =>
      findActiveSection({ sectionTops: tops, scrollY, threshold: 150, atBottom: false });
    expect(at(1049)).toBe(0); // second section top is 151 px down: not yet
    expect(at(1050)).toBe(1); // exactly 150 px down
    expect(at(1100)).toBe(1); // 100 px down, where a navigation click leaves it
    expect(at(1990)).toBe(2);
  });

  test('a section scrolled past the top stays current until the next one arrives', () => {
    expect(
      findActiveSection({ sectionTops: tops, scrollY: 1700, threshold: 150, atBottom: false }),
    ).toBe(1);
  });

  test('the last section wins at the bottom of the page even if it never reaches the threshold', () => {
    expect(
      findActiveSection({ sectionTops: tops, scrollY: 2200, threshold: 150, atBottom: false }),
    ).toBe(2);
    expect(
      findActiveSection({ sectionTops: tops, scrollY: 2200, threshold: 150, atBottom: true }),
    ).toBe(3);
  });

  test('a larger threshold switches earlier', () => {
    expect(
      findActiveSection({ sectionTops: tops, scrollY: 950, threshold: 250, atBottom: false }),
    ).toBe(1);
    expect(
      findActiveSection({ sectionTops: tops, scrollY: 950, threshold: 150, atBottom: false }),
    ).toBe(0);
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
