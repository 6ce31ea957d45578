import { Download, Mail } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { CompanyCta } from './company-cta';

export function AboutCta() {
  const { t } = useTranslation('about');
  return (
    <CompanyCta
      id="about-cta"
      heading={t('cta.heading')}
      text={t('cta.text', { product: brand.productName })}
      className="company-cta-section"
    >
      <p className="button-row company-cta__actions">
        <Link className="button button--light" to={paths.download}>
          <Download aria-hidden="true" size={18} />
          {t('cta.download', { product: brand.productName })}
        </Link>
        <Link className="button company-cta__secondary" to={paths.contact}>
          <Mail aria-hidden="true" size={18} />
          {t('cta.contact')}
        </Link>
      </p>
    </CompanyCta>
  );
}
