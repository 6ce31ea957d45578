import { useTranslation } from '../../../i18n/react';
import { LogIn, MonitorSmartphone } from 'lucide-react';
import { FormCard } from '../../../components/ui/form-card';
import { IconMark } from '../../../components/ui/icon-mark';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { DeviceApproval } from './device-approval';
import { UserCodeForm } from './user-code-form';
import '../activate.css';

interface ActivateDeviceProps {
  /** The code from the link the app printed (verification_uri_complete), as typed or given. */
  userCode: string | null;
}

/**
 * /activate (docs/architecture.md §9): the signed-in user types the code the desktop app shows,
 * or follows the app's link that carries it, checks which device asks, and approves or denies it.
 */
export function ActivateDevice({ userCode }: ActivateDeviceProps) {
  const { t } = useTranslation('activate');
  const { token } = useSession();

  if (!token) {
    const here = userCode
      ? `${paths.activate}?user_code=${encodeURIComponent(userCode)}`
      : paths.activate;
    return (
      <FormCard
        mark={<IconMark icon={LogIn} />}
        heading={t('signedOut.heading')}
        intro={t('signedOut.text')}
      >
        <Link
          to={`${paths.login}?next=${encodeURIComponent(here)}`}
          className="button button--primary button--block"
        >
          {t('signedOut.login')}
        </Link>
        <p className="activate-links">
          <Link to={paths.register}>{t('signedOut.register')}</Link>
        </p>
      </FormCard>
    );
  }

  if (!userCode) {
    return (
      <FormCard mark={<IconMark icon={MonitorSmartphone} />} heading={t('title')} intro={t('lead')}>
        <UserCodeForm />
      </FormCard>
    );
  }

  return <DeviceApproval userCode={userCode} />;
}
