import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';

/** The yellow "Dev Mode" badge: shown until clicked, hidden entirely in a public release build. */
export function DevBadge() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (!env.showDevBadge || dismissed) return null;
  return (
    <button
      type="button"
      className="dev-badge"
      onClick={() => setDismissed(true)}
      aria-label={t('devBadge.dismiss')}
      title={t('devBadge.dismiss')}
    >
      {t('devBadge.label')}
    </button>
  );
}
