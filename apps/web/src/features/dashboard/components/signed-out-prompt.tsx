import { useTranslation } from '../../../i18n/react';
import { LayoutDashboard } from 'lucide-react';
import { IconMark } from '../../../components/ui/icon-mark';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';

/** docs/product.md §6: without a session token the dashboard loads nothing; it says how to get one. */
export function SignedOutPrompt() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="dashboard-signed-out">
      <div className="card dashboard-signed-out__card">
        <IconMark icon={LayoutDashboard} size={32} />
        <h1>{t('signedOut.heading')}</h1>
        <p>{t('signedOut.text')}</p>
        <Link to={paths.login} className="button button--primary button--block">
          {t('signedOut.login')}
        </Link>
        <p className="dashboard-signed-out__register">
          {t('signedOut.noAccount')} <Link to={paths.register}>{t('signedOut.register')}</Link>
        </p>
      </div>
    </section>
  );
}
