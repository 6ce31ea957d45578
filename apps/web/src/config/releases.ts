/**
 * The releases of the desktop app and their files: the download page and the changelog both read
 * this list. Apart from brand.ts so that the home page, which names only the current version, does
 * not download every file's checksum.
 */
import { brand } from './brand';

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
  /** SHA-256 of the file as published, hex: the download page and the changelog show it for checking. */
  sha256: string;
}

/** One published version: the changelog lists these, and the download page offers their files. */
export interface Release {
  /** Names the release's notes in the changelog strings (`releases.<id>`). */
  id: 'r1-0-0' | 'r0-9-0-alpha';
  version: string;
  channel: Channel;
  /** Day of publication, ISO 8601. */
  date: string;
}

const stableVersion = brand.releases.stable;
const alphaVersion = brand.releases.alpha;

function download(
  id: DownloadItem['id'],
  platform: Platform,
  channel: Channel,
  sizeMb: number,
  fileName: string,
  sha256: string,
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
    url: `${brand.releasesBase}/${version}/${fileName}`,
    sha256,
  };
}

// Newest first. A release's files are the downloads of its version below.
export const releaseHistory = [
  { id: 'r1-0-0', version: stableVersion, channel: 'stable', date: '2025-09-15' },
  { id: 'r0-9-0-alpha', version: alphaVersion, channel: 'alpha', date: '2025-06-30' },
] as const satisfies readonly Release[];

export const downloads = [
  download(
    'win-installer',
    'windows',
    'stable',
    85,
    `Sinyal-Setup-${stableVersion}-x64.exe`,
    'f5f6f7e8ff842e2b2b8dc0791eda37056c846d66341f8d51eb879a4ab7a4a2bc',
    '64-bit',
  ),
  download(
    'win-portable',
    'windows',
    'stable',
    92,
    `Sinyal-Portable-${stableVersion}-x64.zip`,
    'b9ab39b08486be252e5bd72d880aec3a59913310b552f9af7db503a18dfc569a',
    '64-bit',
  ),
  download(
    'win-alpha',
    'windows',
    'alpha',
    88,
    `Sinyal-Setup-${alphaVersion}-x64.exe`,
    'e9c08f42173fedf4ff63a55ab2ef1f4687b15e2c5d071a5fa94a5d65a030a5ef',
    '64-bit',
  ),
  download(
    'linux-deb',
    'linux',
    'stable',
    78,
    `sinyal_${stableVersion}_amd64.deb`,
    '691c90f8d54be9613bcc2cdd5705bd80583d419ef7f8004d84c941f07438a90c',
  ),
  download(
    'linux-rpm',
    'linux',
    'stable',
    80,
    `sinyal-${stableVersion}.x86_64.rpm`,
    'd15471694ac25a8f577e7beb36d4f2626195d4282674e8150a6b2e403a1048e6',
  ),
  download(
    'linux-alpha',
    'linux',
    'alpha',
    82,
    `sinyal-${alphaVersion}-x86_64.AppImage`,
    '4224585533e147222d9b776bb0067b58c4000d0204d99bdbdbe772ea5be1e9a4',
  ),
] as const satisfies readonly DownloadItem[];
