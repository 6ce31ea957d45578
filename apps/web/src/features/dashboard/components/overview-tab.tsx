import { useTranslation } from 'react-i18next';
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
import { DashboardCard } from './dashboard-card';
import './overview.css';

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
}

export function OverviewTab({ stats, isPremium, onOpenApiAccess }: OverviewTabProps) {
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

      {!isPremium && <UpgradeBanner />}

      <DashboardCard id="overview-actions" heading={t('overview.quickActions')}>
        <ul className="dashboard-actions" role="list">
          <li>
            <Link to={paths.extensions} className="dashboard-action">
              <ActionLabel
                icon={Store}
                title={t('overview.actions.marketplace')}
                text={t('overview.actions.marketplaceText')}
              />
            </Link>
          </li>
          <li>
            <Link to={paths.download} className="dashboard-action">
              <ActionLabel
                icon={Download}
                title={t('overview.actions.download')}
                text={t('overview.actions.downloadText')}
              />
            </Link>
          </li>
          <li>
            <button type="button" className="dashboard-action" onClick={onOpenApiAccess}>
              <ActionLabel
                icon={KeyRound}
                title={t('overview.actions.api')}
                text={t('overview.actions.apiText')}
              />
            </button>
          </li>
        </ul>
      </DashboardCard>
    </div>
  );
}

/** A quick action's icon, title and sentence, with the arrow that says it leads somewhere. */
function ActionLabel({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <>
      <Icon size={22} aria-hidden="true" />
      <span>
        <strong>{title}</strong>
        <span>{text}</span>
      </span>
      <ArrowRight size={18} aria-hidden="true" />
    </>
  );
}
