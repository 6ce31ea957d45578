import { Building2, ExternalLink, MapPin, MessagesSquare } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';

export function ContactCompany() {
  const { t } = useTranslation('contact');
  return (
    <section className="section section--alt">
      <div className="container contact-company">
        <div className="card">
          <h2 id="contact-company">{t('company.heading')}</h2>
          <p className="contact-company__line">
            <Building2 aria-hidden="true" size={20} />
            <span>{brand.companyName}</span>
          </p>
          <p className="contact-company__line">
            <MapPin aria-hidden="true" size={20} />
            <span>{brand.companyCity}</span>
          </p>
        </div>
        <div className="card">
          <h2>{t('forum.heading')}</h2>
          <p>{t('forum.text')}</p>
          <a
            className="button button--ghost"
            href={brand.urls.forum}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessagesSquare aria-hidden="true" size={18} />
            {t('forum.link')}
            <ExternalLink aria-hidden="true" size={16} />
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
