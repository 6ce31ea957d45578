import { Mail } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { mailtoLink } from '../mailto-link';
import { CompanyCta } from './company-cta';

export function CareersTalentPool() {
  const { t } = useTranslation('careers');
  const href = mailtoLink(
    brand.emails.careers,
    t('pool.mailSubject', { product: brand.productName }),
    t('pool.mailBody', { product: brand.productName }),
  );
  return (
    <CompanyCta id="talent-pool" heading={t('pool.heading')} text={t('pool.text')}>
      <div className="company-cta__actions">
        <a className="button button--light" href={href}>
          <Mail aria-hidden="true" size={18} />
          {t('pool.link')}
        </a>
        <p className="company-cta__note">
          {t('pool.hint')} <span className="company-cta__address">{brand.emails.careers}</span>
        </p>
      </div>
    </CompanyCta>
  );
}
