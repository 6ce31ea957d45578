import { useTranslation } from '../../i18n/react';
import { languages } from '../../i18n/language';
import { navigate, useLocation } from '../../lib/router/router';

/**
 * Two buttons, EN and TR; the pressed one is the current language. The path names the language
 * (docs/decisions/0014), so each leads to this page's address in its language.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search, hash, language: current } = useLocation();
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          aria-label={`${language.toUpperCase()} – ${t(`language.${language}`)}`}
          onClick={() => navigate(`${pathname}${search}${hash}`, { language, keepScroll: true })}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
