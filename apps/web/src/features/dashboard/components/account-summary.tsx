import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { LogOut } from 'lucide-react';
import type { Profile } from '@sinyal/contracts/account';
import type { PlanVia } from '@sinyal/contracts/orgs';
import { isPremiumPlan, type Plan } from '@sinyal/contracts/plans';
import { paths } from '../../../config/paths';
import { useNavigate } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { avatarInitial, displayName } from '../lib/display-name';

interface AccountSummaryProps {
  profile: Profile | null;
  plan: Plan;
  /** The organization whose seat gives the plan, said beside the badge. */
  planVia?: PlanVia;
  /** The tab list, placed between the account details and the Logout button (docs/product.md §2). */
  tabs: ReactNode;
}

/** The side card: initial, name, e-mail, the plan's badge (Lite, Pro or Enterprise), tabs, Logout. */
export function AccountSummary({ profile, plan, planVia = null, tabs }: AccountSummaryProps) {
  const { t } = useTranslation(['dashboard', 'pricing']);
  const { logout } = useSession();
  const navigate = useNavigate();
  // Logging out never fails here (session.tsx), so the home page always follows.
  const leave = useMutation({ mutationFn: logout, onSettled: () => navigate(paths.home) });

  return (
    <aside className="card dashboard-side" aria-label={t('side.label')}>
      <div className="dashboard-side__person">
        <span className="dashboard-side__avatar" aria-hidden="true">
          {avatarInitial(profile)}
        </span>
        <div className="dashboard-side__names">
          <p className="dashboard-side__name">{displayName(profile)}</p>
          <p className="dashboard-side__email">{profile?.email}</p>
          <p className="dashboard-side__plan">
            <span className="visually-hidden">{t('side.plan')} </span>
            <span
              className={`badge dashboard-plan-badge${isPremiumPlan(plan) ? ' dashboard-plan-badge--paid' : ''}`}
            >
              {t(`pricing:plans.${plan}.name`)}
            </span>
            {planVia && (
              <span className="dashboard-side__plan-via">
                {' '}
                {t('side.planVia', { org: planVia.org_name })}
              </span>
            )}
          </p>
        </div>
      </div>
      {tabs}
      <button
        type="button"
        className="button button--ghost button--block dashboard-side__logout"
        disabled={leave.isPending}
        onClick={() => leave.mutate()}
      >
        <LogOut size={18} aria-hidden="true" />
        {leave.isPending ? t('side.loggingOut') : t('side.logout')}
      </button>
    </aside>
  );
}
