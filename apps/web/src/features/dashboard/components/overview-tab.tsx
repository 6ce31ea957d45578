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
              <Store size={22} aria-hidden="true" />
              <span>
                <strong>{t('overview.actions.marketplace')}</strong>
                <span>{t('overview.actions.marketplaceText')}</span>
              </span>
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </li>
          <li>
            <Link to={paths.download} className="dashboard-action">
              <Download size={22} aria-hidden="true" />
              <span>
                <strong>{t('overview.actions.download')}</strong>
                <span>{t('overview.actions.downloadText')}</span>
              </span>
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </li>
          <li>
            <button type="button" className="dashboard-action" onClick={onOpenApiAccess}>
              <KeyRound size={22} aria-hidden="true" />
              <span>
                <strong>{t('overview.actions.api')}</strong>
                <span>{t('overview.actions.apiText')}</span>
              </span>
              <ArrowRight size={18} aria-hidden="true" />
            </button>
          </li>
        </ul>
      </DashboardCard>
    </div>
  );
}
