import type { ManifestOperatingSystem } from './extension-manifest';

/**
 * The desktop app's current version in each release channel: the one source of the number. The site
 * shows it (download page, announcement, changelog: apps/web/src/config/brand.ts), and the agent,
 * which stands in for the desktop app, reports it as its `app_version` unless AGENT_APP_VERSION says
 * otherwise (at activation, so the approval page and the dashboard show it, and when matching
 * `engines.sinyal`).
 */
export const appReleases = {
  stable: '1.0.0',
  alpha: '0.9.0-alpha',
} as const;

/**
 * The operating systems the desktop app is built for (the download page offers these only). An
 * extension may declare more in its manifest; the site lists only these, so nobody reads that a
 * system without an app is supported.
 */
export const appOperatingSystems = [
  'Windows',
  'Linux',
] as const satisfies readonly ManifestOperatingSystem[];
