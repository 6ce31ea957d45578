import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { ArrowRight, CalendarClock, GraduationCap, Receipt, Users } from 'lucide-react';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { formatUsd } from '../../../lib/format';

const notes = [
  { key: 'billing', Icon: Receipt, link: null },
  { key: 'cancel', Icon: CalendarClock, link: null },
  { key: 'students', Icon: GraduationCap, link: 'studentsLink' },
  { key: 'teams', Icon: Users, link: 'contactLink' },
] as const;

/** Billing, cancelling, students and teams: what people ask before they pay. */
export function PricingNotes() {
  const { t, i18n } = useTranslation('pricing');
  const headingId = useId();
  // The same prices and saving as the Pro card and the checkout.
  const values = {
    price: formatUsd(brand.pricing.proMonthlyUsd, i18n.resolvedLanguage),
    yearPrice: formatUsd(brand.pricing.proYearlyUsd, i18n.resolvedLanguage),
    saving: t('yearlySaving', { count: brand.pricing.proYearlyMonthsFree }),
  };
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <div className="section-heading">
          <h2 id={headingId}>{t('notes.heading')}</h2>
        </div>
        <ul className="pricing-notes">
          {notes.map(({ key, Icon, link }) => (
            <li key={key} className="card pricing-note">
              <span className="card__icon">
                <Icon size={22} aria-hidden="true" />
              </span>
              <h3>{t(`notes.${key}.title`)}</h3>
              <p>{t(`notes.${key}.text`, values)}</p>
              {link && (
                <Link to={paths.contact} className="pricing-note__link">
                  {t(`notes.${link}`)}
                  <ArrowRight size={16} aria-hidden="true" />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
