import { useTranslation } from '../../../i18n/react';
import { Building2 } from 'lucide-react';
import type { OrgSummary } from '@sinyal/contracts/orgs';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { SeatStatus } from './seat-status';

/** The reader's organizations: each links to its screen, with the role and the seat held there. */
export function MyOrgsList({ orgs }: { orgs: readonly OrgSummary[] }) {
  const { t } = useTranslation('orgs');
  if (orgs.length === 0) return <p className="field-hint">{t('mine.empty')}</p>;
  return (
    <ul className="orgs-list" aria-label={t('mine.heading')}>
      {orgs.map((org) => (
        <li key={org.slug} className="orgs-row">
          <Building2 size={20} aria-hidden="true" className="orgs-row__icon" />
          <div className="orgs-row__main">
            <Link to={`${paths.orgs}/${org.slug}`} className="orgs-row__name">
              {org.name}
            </Link>
            <span className="orgs-row__meta">{t(`roles.${org.role}`)}</span>
          </div>
          <SeatStatus seat={org.seat} />
        </li>
      ))}
    </ul>
  );
}
