import type { Channel, DownloadItem, Platform } from '../../../config/releases';

/**
 * The cards shown for a platform and channel: the stable channel lists the platform's stable
 * builds, the alpha channel its preview build only (never mixed, so nobody grabs a preview by mistake).
 */
export function downloadsFor(
  items: readonly DownloadItem[],
  platform: Platform,
  channel: Channel,
): DownloadItem[] {
  return items.filter((item) => item.platform === platform && item.channel === channel);
}

/** The platform to preselect from the browser's user agent; Windows unless it is a desktop Linux. */
export function detectPlatform(userAgent: string): Platform {
  return /linux|x11|cros/i.test(userAgent) && !/android/i.test(userAgent) ? 'linux' : 'windows';
}
