import type { LucideIcon } from 'lucide-react';
import { Briefcase, LifeBuoy, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../config/brand';

const channels: { key: 'sales' | 'support' | 'privacy'; icon: LucideIcon }[] = [
  { key: 'sales', icon: Briefcase },
  { key: 'support', icon: LifeBuoy },
  { key: 'privacy', icon: ShieldCheck },
];

/** One card per team inbox, each saying what to write about. */
export function ContactChannels() {
  const { t } = useTranslation('contact');
  return (
    <section className="section" aria-labelledby="contact-channels">
      <div className="container">
        <h2 id="contact-channels" className="visually-hidden">
          {t('channels.heading')}
        </h2>
        <ul className="grid company-list contact-channels" role="list">
          {channels.map(({ key, icon: Icon }) => (
            <li key={key} className="card contact-card">
              <span className="card__icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <h3>{t(`channels.${key}.title`)}</h3>
              <p>{t(`channels.${key}.text`)}</p>
              <a className="contact-card__email" href={`mailto:${brand.emails[key]}`}>
                {brand.emails[key]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
