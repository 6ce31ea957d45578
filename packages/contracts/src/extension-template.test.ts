import { describe, expect, test } from 'vitest';
import {
  changelogWarning,
  newestChangelogVersion,
  templateDescription,
  templateLeftover,
  templateReadme,
} from './extension-template';

const written = {
  manifest: { description: 'Plots a serial port.', author: 'Ada Labs' },
  readme: '# Serial monitor\n\nPlots a port.\n',
};

describe('templateLeftover', () => {
  test('finds each placeholder that init wrote, and nothing in text a developer wrote', () => {
    expect(templateLeftover(written)).toBeNull();
    expect(
      templateLeftover({
        ...written,
        manifest: { ...written.manifest, description: templateDescription('Serial Monitor') },
      }),
    ).toEqual({
      entry: 'manifest.json description',
      text: 'say in one or two sentences what it does',
    });
    expect(
      templateLeftover({ ...written, manifest: { ...written.manifest, author: ' Your Name ' } }),
    ).toEqual({ entry: 'manifest.json author', text: 'Your Name' });
    expect(templateLeftover({ ...written, readme: templateReadme('Serial Monitor') })).toEqual({
      entry: 'README.md',
      text: 'What it does, how to set it up, what it needs.',
    });
    expect(templateLeftover({ ...written, readme: null })).toBeNull();
  });
});

describe('the changelog check', () => {
  test.each([
    ['# Changelog\n\n## 1.2.0\n\n- Faster.\n\n## 1.1.0\n', '1.2.0'],
    ['## [Unreleased]\n\n## [1.2.0] - 2026-01-02\n', '1.2.0'],
    ['### v2.0.0-beta.1 (2026-01-02)\n', '2.0.0-beta.1'],
    ['# Changelog\n\nNothing yet.\n', null],
  ])('reads the newest entry of %j as %s', (text, version) => {
    expect(newestChangelogVersion(text)).toBe(version);
  });

  test('warns when the newest entry is not the version published, and not otherwise', () => {
    expect(changelogWarning('## 1.2.0\n', '1.2.0')).toBeNull();
    expect(changelogWarning(null, '1.2.0')).toBeNull();
    expect(changelogWarning('## 1.1.0\n', '1.2.0')).toBe(
      `CHANGELOG.md's newest entry is 1.1.0, not 1.2.0: add a "## 1.2.0" entry saying what changed`,
    );
    expect(changelogWarning('# Changelog\n', '1.2.0')).toBe(
      'CHANGELOG.md names no version: add a "## 1.2.0" entry saying what changed',
    );
  });
});
