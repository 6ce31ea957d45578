import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  ArrowRight,
  Download,
  FolderKanban,
  HardDrive,
  KeyRound,
  Laptop,
  Puzzle,
  Store,
} from 'lucide-react';
import type { UserStats } from '@sinyal/contracts/account';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { UpgradeBanner } from './upgrade-banner';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';
import '../overview.css';

// What each figure counts is said under it (account.service.ts computes them).
const statCards: { key: keyof UserStats; icon: LucideIcon }[] = [
  { key: 'extensions', icon: Puzzle },
  { key: 'projects', icon: FolderKanban },
  { key: 'devices', icon: Laptop },
  { key: 'apiCalls', icon: Activity },
  { key: 'storage', icon: HardDrive },
];

interface OverviewTabProps {
  stats: UserStats;
  isPremium: boolean;
  onOpenApiAccess: () => void;
  /** The reader's organizations and where the plan comes from (a card of the orgs feature). */
  organizations?: ReactNode;
}

/** The quick actions, by their words in dashboard.json's overview.actions. */
type QuickAction = 'marketplace' | 'download' | 'api';

// The ones that lead to another page; API Access opens a tab of this one.
const linkActions = [
  { action: 'marketplace', icon: Store, to: paths.extensions },
  { action: 'download', icon: Download, to: paths.download },
] as const satisfies readonly { action: QuickAction; icon: LucideIcon; to: string }[];

export function OverviewTab({
  stats,
  isPremium,
  onOpenApiAccess,
  organizations,
}: OverviewTabProps) {
  const { t, i18n } = useTranslation('dashboard');
  const figure = (value: number | string) =>
    typeof value === 'number' ? new Intl.NumberFormat(i18n.language).format(value) : value;

  return (
    <div className="dashboard-stack">
      <section aria-labelledby="overview-stats">
        <h2 id="overview-stats" className="visually-hidden">
          {t('overview.statsHeading')}
        </h2>
        <ul className="dashboard-stats" role="list">
          {statCards.map(({ key, icon: Icon }) => (
            <li key={key} className="card dashboard-stat">
              <span className="dashboard-stat__icon" aria-hidden="true">
                <Icon size={20} />
              </span>
              {/* The label first for a screen reader, the figure first for the eye. */}
              <span className="dashboard-stat__label">
                {t(`overview.stats.${key}`)}
                <span className="dashboard-stat__hint">{t(`overview.hints.${key}`)}</span>
              </span>
              <span className="dashboard-stat__value">{figure(stats[key])}</span>
            </li>
          ))}
        </ul>
      </section>

      {organizations}

      {!isPremium && <UpgradeBanner />}

      <DashboardCard id="overview-actions" heading={t('overview.quickActions')}>
        <ul className="dashboard-actions" role="list">
          {linkActions.map(({ action, icon, to }) => (
            <li key={action}>
              <Link to={to} className="dashboard-action">
                <ActionLabel icon={icon} action={action} />
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="dashboard-action" onClick={onOpenApiAccess}>
              <ActionLabel icon={KeyRound} action="api" />
            </button>
          </li>
        </ul>
      </DashboardCard>
    </div>
  );
}

/** A quick action's icon, title and sentence, with the arrow that says it leads somewhere. */
function ActionLabel({ icon: Icon, action }: { icon: LucideIcon; action: QuickAction }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Icon size={22} aria-hidden="true" />
      <span>
        <strong>{t(`overview.actions.${action}`)}</strong>
        <span>{t(`overview.actions.${action}Text`)}</span>
      </span>
      <ArrowRight size={18} aria-hidden="true" />
    </>
  );
}
