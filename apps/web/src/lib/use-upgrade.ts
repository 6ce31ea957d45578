import { useCallback } from 'react';
import { useTranslation } from '../i18n/react';
import { paths } from '../config/paths';
import { notify } from './notify';
import { useNavigate } from './router/router';

/** Upgrade Now / Upgrade to Premium (docs/product.md §7): announce the payment step and open the checkout. */
export function useUpgrade(): () => void {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  return useCallback(() => {
    notify.info(t('messages.upgradeRedirect'));
    navigate(`${paths.dashboard}?checkout`);
  }, [t, navigate]);
}
