import { useTranslation } from '../../../i18n/react';
import { LogIn } from 'lucide-react';
import { FormCard } from '../../../components/ui/form-card';
import { IconMark } from '../../../components/ui/icon-mark';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';

interface SignInFirstProps {
  heading: string;
  text: string;
  /** The route to come back to after signing in or registering (with its token, for a link). */
  back: string;
}

/** For a signed-out reader: sign in or register, and come back here afterwards. */
export function SignInFirst({ heading, text, back }: SignInFirstProps) {
  const { t } = useTranslation('orgs');
  const next = `?next=${encodeURIComponent(back)}`;
  return (
    <FormCard mark={<IconMark icon={LogIn} />} heading={heading} intro={text}>
      <Link to={`${paths.login}${next}`} className="button button--primary button--block">
        {t('signedOut.login')}
      </Link>
      <p className="orgs-signed-out__register">
        {t('signedOut.noAccount')}{' '}
        <Link to={`${paths.register}${next}`}>{t('signedOut.register')}</Link>
      </p>
    </FormCard>
  );
}
