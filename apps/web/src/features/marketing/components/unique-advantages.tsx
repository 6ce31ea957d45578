import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../config/brand';
import { formatUsd } from '../../../lib/format';
import { SectionHeader } from './section-header';

const advantages = ['live', 'local', 'open', 'fair'] as const;

export function UniqueAdvantages() {
  const { t, i18n } = useTranslation('home');
  const headingId = useId();
  const values = {
    product: brand.productName,
    price: formatUsd(brand.pricing.proMonthlyUsd, i18n.resolvedLanguage),
  };
  return (
    <section className="section section--alt" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeader
          headingId={headingId}
          title={t('advantages.heading')}
          intro={t('advantages.intro', values)}
        />
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
      </div>
    </section>
  );
}
