import { useTranslation } from '../../../i18n/react';
import { MailCheck } from 'lucide-react';
import { IconMark } from '../../../components/ui/icon-mark';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';

/**
 * What follows a registration (docs/product.md §4): the account waits for its e-mail to be
 * verified. `login`: the login's address, with the page to come back to when one sent the visitor.
 */
export function RegisterSuccess({ login = paths.login }: { login?: string }) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-success">
      <IconMark icon={MailCheck} size={32} />
      <p className="field-hint">{t('register.successHint')}</p>
      <Link to={login} className="button button--primary button--block">
        {t('register.successLogin')}
      </Link>
    </div>
  );
}
