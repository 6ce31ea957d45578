import { dashboardTabPaths } from '../../../config/paths';

/** The dashboard's tabs in order (docs/product.md §2); overview is the default (docs/product.md §4). */
export const dashboardTabs = [
  'overview',
  'profile',
  'api',
  // docs/architecture.md §19: what the account published (yank, deprecate need its API access).
  'extensions',
  'billing',
  // docs/architecture.md §11: settings, "Download my data" and "Delete account".
  'privacy',
  'security',
] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export function isDashboardTab(value: string): value is DashboardTab {
  return (dashboardTabs as readonly string[]).includes(value);
}

/** The tab's own address: /dashboard for the Overview, /dashboard/<tab> for the others. */
export const tabPath = (tab: DashboardTab): string => dashboardTabPaths[tab];

/**
 * The tab a segment after /dashboard names: none is the Overview; null when it names no tab (and
 * "overview", whose address is /dashboard itself).
 */
export function tabOfSegment(segment: string | undefined): DashboardTab | null {
  if (segment === undefined) return 'overview';
  return isDashboardTab(segment) && segment !== 'overview' ? segment : null;
}

export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

/** The tab a key moves to from `current`: arrows wrap around, Home and End jump to the ends. */
export function tabAfterKey(current: DashboardTab, key: string): DashboardTab | null {
  const index = dashboardTabs.indexOf(current);
  const last = dashboardTabs.length - 1;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return dashboardTabs[index === last ? 0 : index + 1] ?? null;
    case 'ArrowUp':
    case 'ArrowLeft':
      return dashboardTabs[index === 0 ? last : index - 1] ?? null;
    case 'Home':
      return dashboardTabs[0];
    case 'End':
      return dashboardTabs[last] ?? null;
    default:
      return null;
  }
}
