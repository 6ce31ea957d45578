import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { SocialSignIn } from '../../features/auth/components/social-sign-in';
import { Link } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  return (
    <AuthCard
      heading={t('login.heading')}
      intro={t('login.intro')}
      footer={
        <p>
          {t('login.noAccount', { product: brand.productName })}{' '}
          <Link to={paths.register}>{t('login.registerLink')}</Link>
        </p>
      }
    >
      <LoginForm />
      <SocialSignIn />
    </AuthCard>
  );
}
