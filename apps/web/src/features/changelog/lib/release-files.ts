import type { DownloadItem, Release } from '../../../config/releases';

/** The files of a release: the downloads of its version, in the download page's order. */
export function releaseFiles(release: Release, downloads: readonly DownloadItem[]): DownloadItem[] {
  return downloads.filter((item) => item.version === release.version);
}
