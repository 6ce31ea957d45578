import { useTranslation } from '../../i18n/react';
import { useNavigationPending } from '../../lib/router/router';

/** A slim bar along the top of the window while the next screen loads behind the current one. */
export function RouteProgress() {
  const { t } = useTranslation();
  const pending = useNavigationPending();
  if (!pending) return null;
  return (
    <div className="route-progress" role="progressbar" aria-label={t('loading')}>
      <span className="route-progress__bar" />
    </div>
  );
}
