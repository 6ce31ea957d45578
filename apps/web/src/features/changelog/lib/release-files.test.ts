import { describe, expect, it } from 'vitest';
import { brand } from '../../../config/brand';
import { downloads, releaseHistory } from '../../../config/releases';
import { releaseFiles } from './release-files';

describe('releaseFiles', () => {
  it('gives each release the download page files of its version', () => {
    const files = releaseHistory.map((release) =>
      releaseFiles(release, downloads).map((item) => item.id),
    );
    expect(files).toEqual([
      ['win-installer', 'win-portable', 'linux-deb', 'linux-rpm'],
      ['win-alpha', 'linux-alpha'],
    ]);
  });

  it('leaves no download outside a release, and every file has a 64-digit hex SHA-256', () => {
    const listed = releaseHistory.flatMap((release) => releaseFiles(release, downloads));
    expect(listed).toHaveLength(downloads.length);
    for (const item of downloads) expect(item.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists the versions the download page offers, newest first', () => {
    expect(releaseHistory.map((release) => release.version)).toEqual([
      brand.releases.stable,
      brand.releases.alpha,
    ]);
  });
});
