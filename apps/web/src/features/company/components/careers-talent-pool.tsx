import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../config/brand';
import { mailtoLink } from '../mailto-link';

export function CareersTalentPool() {
  const { t } = useTranslation('careers');
  const href = mailtoLink(
    brand.emails.careers,
    t('pool.mailSubject', { product: brand.productName }),
    t('pool.mailBody', { product: brand.productName }),
  );
  return (
    <section className="section" aria-labelledby="talent-pool">
      <div className="container">
        <div className="company-cta">
          <div>
            <h2 id="talent-pool">{t('pool.heading')}</h2>
            <p>{t('pool.text')}</p>
          </div>
          <div className="company-cta__actions">
            <a className="button button--light" href={href}>
              <Mail aria-hidden="true" size={18} />
              {t('pool.link')}
            </a>
            <p className="company-cta__note">
              {t('pool.hint')} <span className="company-cta__address">{brand.emails.careers}</span>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
