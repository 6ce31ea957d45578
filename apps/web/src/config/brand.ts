import { appReleases } from '@sinyal/contracts/app-releases';
import { planLimits, planPrices, yearlyMonthsFree } from '@sinyal/contracts/plans';

/**
 * Every brand value of the site. A white-label (Enterprise) build changes this file only.
 */
// The release data the agent reports its app version from, too (packages/contracts/src/app-releases.ts).
const stableVersion = appReleases.stable;
const alphaVersion = appReleases.alpha;

export const brand = {
  productName: 'Sinyal',
  companyName: 'Sinyal Software Ltd.',
  companyCity: 'Istanbul, Türkiye',
  foundedYear: 2022,
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
  /** From the plan table (packages/contracts/src/plans.ts), so no page keeps numbers of its own. */
  pricing: {
    proMonthlyUsd: planPrices.pro?.month ?? 0,
    proYearlyUsd: planPrices.pro?.year ?? 0,
    /** What a year costs less than twelve months, in months: the pricing page and checkout say it. */
    proYearlyMonthsFree: yearlyMonthsFree('pro') ?? 0,
    liteExtensionSlots: planLimits.lite.extensionSlots ?? 0,
    liteRealtimeSources: planLimits.lite.sources ?? 0,
  },
  /** The current version of each channel; every release and its files are in releases.ts. */
  releases: {
    stable: stableVersion,
    alpha: alphaVersion,
  },
  /** Where the release files are published: `<base>/<version>/<file>`. */
  releasesBase: 'https://downloads.sinyal.app/releases',
  requirements: {
    /** A dual-core processor at this clock (the locales say "dual-core"). */
    cpuGhz: 2,
    ramGb: 4,
    storageMb: 500,
    opengl: '3.3',
  },
  privacyPolicyDate: '2025-08-25',
} as const;

export type Brand = typeof brand;
