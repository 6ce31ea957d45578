import { Download, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';

export function AboutCta() {
  const { t } = useTranslation('about');
  return (
    <section className="section company-cta-section" aria-labelledby="about-cta">
      <div className="container">
        <div className="company-cta">
          <div>
            <h2 id="about-cta">{t('cta.heading')}</h2>
            <p>{t('cta.text', { product: brand.productName })}</p>
          </div>
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
        </div>
      </div>
    </section>
  );
}
