import { expect, it } from 'vitest';
import { compareVersions } from './compare-versions';

it('orders versions as semver does', () => {
  const ordered = ['1.0.0-alpha', '1.0.0-beta', '1.0.0', '1.2.0', '1.10.0', '2.0.0'];
  for (let index = 1; index < ordered.length; index++) {
    expect(compareVersions(ordered[index - 1]!, ordered[index]!)).toBe(-1);
    expect(compareVersions(ordered[index]!, ordered[index - 1]!)).toBe(1);
  }
  expect(compareVersions('1.0.0+build.1', '1.0.0')).toBe(0);
  expect(compareVersions('latest', '1.0.0')).toBe(0);
});
