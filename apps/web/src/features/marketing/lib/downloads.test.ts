import { describe, expect, it } from 'vitest';
import { downloads } from '../../../config/releases';
import { detectPlatform, downloadsFor } from './downloads';

const ids = (platform: 'windows' | 'linux', channel: 'stable' | 'alpha') =>
  downloadsFor(downloads, platform, channel).map((item) => item.id);

describe('downloadsFor', () => {
  it('lists the two stable builds of a platform on the stable channel', () => {
    expect(ids('windows', 'stable')).toEqual(['win-installer', 'win-portable']);
    expect(ids('linux', 'stable')).toEqual(['linux-deb', 'linux-rpm']);
  });

  it('lists only the preview build on the alpha channel', () => {
    expect(ids('windows', 'alpha')).toEqual(['win-alpha']);
    expect(ids('linux', 'alpha')).toEqual(['linux-alpha']);
  });

  it('keeps the sizes and versions of the release list', () => {
    const sizes = (['windows', 'linux'] as const).flatMap((platform) =>
      (['stable', 'alpha'] as const).flatMap((channel) =>
        downloadsFor(downloads, platform, channel).map((item) => item.sizeMb),
      ),
    );
    expect(sizes).toEqual([85, 92, 88, 78, 80, 82]);
    expect(downloadsFor(downloads, 'linux', 'alpha')[0]?.version).toBe('0.9.0-alpha');
  });

  it('returns nothing for an empty list', () => {
    expect(downloadsFor([], 'windows', 'stable')).toEqual([]);
  });
});

describe('detectPlatform', () => {
  it('recognises desktop Linux and ChromeOS', () => {
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36')).toBe('linux');
    expect(detectPlatform('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)')).toBe('linux');
  });

  it('falls back to Windows for Windows, macOS and phones', () => {
    expect(detectPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('windows');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('windows');
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('windows');
  });
});
