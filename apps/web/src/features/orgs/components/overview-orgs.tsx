import { useTranslation } from '../../../i18n/react';
import type { PlanVia } from '@sinyal/contracts/orgs';
import type { Plan } from '@sinyal/contracts/plans';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { useMyOrgsQuery } from '../api/get-orgs';
import { MyOrgsList } from './my-orgs-list';
import '../orgs.css';

interface OverviewOrgsProps {
  plan: Plan;
  planVia: PlanVia;
}

/**
 * The dashboard Overview's card of the reader's organizations, and where their plan comes from
 * when a seat gives it ("Enterprise via Acme"). Shown once the reader is in one.
 */
export function OverviewOrgs({ plan, planVia }: OverviewOrgsProps) {
  const { t } = useTranslation(['orgs', 'pricing']);
  const mine = useMyOrgsQuery();
  const orgs = mine.data?.items ?? [];
  if (orgs.length === 0 && !planVia) return null;
  return (
    <DashboardCard
      id="overview-orgs"
      heading={t('orgs:overview.heading')}
      aside={<Link to={paths.orgs}>{t('orgs:overview.manage')}</Link>}
    >
      {planVia && (
        <p className="orgs-plan-via">
          {t('orgs:overview.planVia', {
            plan: t(`pricing:plans.${plan}.name`),
            org: planVia.org_name,
          })}
        </p>
      )}
      <MyOrgsList orgs={orgs} />
    </DashboardCard>
  );
}
