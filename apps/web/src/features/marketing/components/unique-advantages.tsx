import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { formatUsd } from '../../../lib/format';
import { MarketingSection } from './marketing-section';

const advantages = ['live', 'local', 'open', 'fair'] as const;

export function UniqueAdvantages() {
  const { t, i18n } = useTranslation('home');
  const values = {
    product: brand.productName,
    price: formatUsd(brand.pricing.proMonthlyUsd, i18n.resolvedLanguage),
  };
  return (
    <MarketingSection
      className="section section--alt"
      title={t('advantages.heading')}
      intro={t('advantages.intro', values)}
    >
      <ol className="advantages">
        {advantages.map((key, index) => (
          <li key={key} className="advantage">
            <span className="advantage__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h3>{t(`advantages.${key}.title`)}</h3>
              <p>{t(`advantages.${key}.text`, values)}</p>
            </div>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}
