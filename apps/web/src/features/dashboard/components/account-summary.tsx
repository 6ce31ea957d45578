import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogOut } from 'lucide-react';
import type { Profile } from '@sinyal/contracts/account';
import { paths } from '../../../config/paths';
import { useNavigate } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { avatarInitial, displayName } from '../lib/display-name';

interface AccountSummaryProps {
  profile: Profile | null;
  isPremium: boolean;
  /** The tab list, placed between the account details and the Logout button (spec §2). */
  tabs: ReactNode;
}

/** The side card: initial, name, e-mail, plan badge, tabs, Logout. */
export function AccountSummary({ profile, isPremium, tabs }: AccountSummaryProps) {
  const { t } = useTranslation('dashboard');
  const { logout } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const plan = isPremium ? t('side.premium') : t('side.free');

  const signOut = async () => {
    setLeaving(true);
    await logout();
    navigate(paths.home);
  };

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
              className={`badge dashboard-plan-badge${isPremium ? ' dashboard-plan-badge--premium' : ''}`}
            >
              {plan}
            </span>
          </p>
        </div>
      </div>
      {tabs}
      <button
        type="button"
        className="button button--ghost button--block dashboard-side__logout"
        disabled={leaving}
        onClick={() => void signOut()}
      >
        <LogOut size={18} aria-hidden="true" />
        {leaving ? t('side.loggingOut') : t('side.logout')}
      </button>
    </aside>
  );
}
