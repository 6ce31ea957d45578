/**
 * Every brand value of the site. A white-label (Enterprise) build changes this file only.
 */
export type Platform = 'windows' | 'linux';
export type Channel = 'stable' | 'alpha';

export interface DownloadItem {
  /** Stable key, also the i18n key of the card's name and description. */
  id: 'win-installer' | 'win-portable' | 'win-alpha' | 'linux-deb' | 'linux-rpm' | 'linux-alpha';
  platform: Platform;
  channel: Channel;
  version: string;
  sizeMb: number;
  arch: string;
  fileName: string;
  url: string;
}

const stableVersion = '1.0.0';
const alphaVersion = '0.9.0-alpha';
const releasesBase = 'https://downloads.sinyal.app/releases';

function download(
  id: DownloadItem['id'],
  platform: Platform,
  channel: Channel,
  sizeMb: number,
  fileName: string,
  arch = 'x86_64',
): DownloadItem {
  const version = channel === 'stable' ? stableVersion : alphaVersion;
  return {
    id,
    platform,
    channel,
    version,
    sizeMb,
    arch,
    fileName,
    url: `${releasesBase}/${version}/${fileName}`,
  };
}

export const brand = {
  productName: 'Sinyal',
  companyName: 'Sinyal Software Ltd.',
  companyCity: 'Istanbul, Türkiye',
  foundedYear: 2022,
  copyrightYear: 2023,
  emails: {
    sales: 'sales@sinyal.app',
    support: 'support@sinyal.app',
    privacy: 'privacy@sinyal.app',
    legal: 'legal@sinyal.app',
    careers: 'careers@sinyal.app',
  },
  urls: {
    forum: 'https://community.sinyal.app',
    blog: 'https://community.sinyal.app/c/blog',
    tutorials: 'https://community.sinyal.app/c/tutorials',
    github: 'https://github.com/sinyal-app',
  },
  pricing: {
    proMonthlyUsd: 5,
    liteExtensionSlots: 5,
    liteRealtimeSources: 1,
  },
  releases: {
    stable: stableVersion,
    alpha: alphaVersion,
  },
  requirements: {
    /** A dual-core processor at this clock (the locales say "dual-core"). */
    cpuGhz: 2,
    ramGb: 4,
    storageMb: 500,
    opengl: '3.3',
  },
  privacyPolicyDate: '2025-08-25',
  downloads: [
    download(
      'win-installer',
      'windows',
      'stable',
      85,
      `Sinyal-Setup-${stableVersion}-x64.exe`,
      '64-bit',
    ),
    download(
      'win-portable',
      'windows',
      'stable',
      92,
      `Sinyal-Portable-${stableVersion}-x64.zip`,
      '64-bit',
    ),
    download('win-alpha', 'windows', 'alpha', 88, `Sinyal-Setup-${alphaVersion}-x64.exe`, '64-bit'),
    download('linux-deb', 'linux', 'stable', 78, `sinyal_${stableVersion}_amd64.deb`),
    download('linux-rpm', 'linux', 'stable', 80, `sinyal-${stableVersion}.x86_64.rpm`),
    download('linux-alpha', 'linux', 'alpha', 82, `sinyal-${alphaVersion}-x86_64.AppImage`),
  ] satisfies DownloadItem[],
} as const;

export type Brand = typeof brand;
