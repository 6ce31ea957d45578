import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Google and GitHub sign-in, shown but disabled until the service supports them (docs/product.md §2). */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const hintId = useId();
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__divider">
        <span>{t('social.divider')}</span>
      </p>
      <div className="social-sign-in__buttons">
        <button type="button" className="button button--ghost" disabled aria-describedby={hintId}>
          {t('social.google')}
        </button>
        <button type="button" className="button button--ghost" disabled aria-describedby={hintId}>
          {t('social.github')}
        </button>
      </div>
      <p id={hintId} className="field-hint social-sign-in__hint">
        {t('social.unavailable')}
      </p>
    </div>
  );
}
