import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { languages } from '../../i18n/language';

/** Two buttons, EN and TR; the pressed one is the current language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.resolvedLanguage === language}
          aria-label={`${language.toUpperCase()} – ${t(`language.${language}`)}`}
          onClick={() => void changeLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
