import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Profile } from '@sinyal/contracts/account';
import type { SessionsResponse } from '@sinyal/contracts/auth';
import { EmailChangeCard } from './email-change-card';
import { LoginHistory } from './login-history';
import { TwoFactorCard } from './two-factor-card';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';
import '../../../components/dashboard/security.css';

interface SecurityTabProps {
  /** The change-password form; it belongs to the account feature, the route puts it here. */
  changePassword: ReactNode;
  /** Passkeys and linked accounts: another feature's, put here by the route. */
  signInMethods?: ReactNode;
  sessions: SessionsResponse | null;
  profile: Profile | null;
}

/** docs/product.md §2 Security: password, e-mail, two-factor sign-in, sessions and history. */
export function SecurityTab({
  changePassword,
  signInMethods,
  sessions,
  profile,
}: SecurityTabProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="dashboard-stack">
      <DashboardCard id="security-password" heading={t('security.changePassword')}>
        {changePassword}
      </DashboardCard>
      {signInMethods}
      <TwoFactorCard username={profile?.username ?? ''} />
      <EmailChangeCard email={profile?.email ?? null} />
      <LoginHistory sessions={sessions} createdAt={profile?.created_at ?? null} />
    </div>
  );
}
