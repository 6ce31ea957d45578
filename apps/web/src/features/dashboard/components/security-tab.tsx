import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldPlus } from 'lucide-react';
import type { SessionsResponse } from '@sinyal/contracts/auth';
import { LoginHistory } from './login-history';

interface SecurityTabProps {
  /** The change-password form; it belongs to the account feature, the route puts it here. */
  changePassword: ReactNode;
  sessions: SessionsResponse | null;
  createdAt: string | null;
}

export function SecurityTab({ changePassword, sessions, createdAt }: SecurityTabProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="dashboard-stack">
      <section className="card" aria-labelledby="security-password">
        <h2 id="security-password" className="dashboard-card-title">
          {t('security.changePassword')}
        </h2>
        {changePassword}
      </section>

      <section className="card dashboard-2fa" aria-labelledby="security-2fa">
        <div>
          <h2 id="security-2fa" className="dashboard-card-title">
            {t('security.twoFactor.heading')}
          </h2>
          <p className="field-hint">{t('security.twoFactor.text')}</p>
        </div>
        <div className="dashboard-2fa__action">
          <button
            type="button"
            className="button button--ghost"
            disabled
            aria-describedby="security-2fa-soon"
          >
            <ShieldPlus size={18} aria-hidden="true" />
            {t('security.twoFactor.button')}
          </button>
          <span id="security-2fa-soon" className="badge dashboard-soon">
            {t('security.twoFactor.soon')}
          </span>
        </div>
      </section>

      <LoginHistory sessions={sessions} createdAt={createdAt} />
    </div>
  );
}
