import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { ArrowRight } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { PricingPlans } from './pricing-plans';

interface PricingSectionProps {
  /** The page's pricing anchor ("pricing"); left out where the page has another one. */
  id?: string;
  /** Adds a link to the full comparison on /pricing. */
  showCompareLink?: boolean;
}

/** The shared pricing block of the Home and Download pages. */
export function PricingSection({ id, showCompareLink = true }: PricingSectionProps) {
  const { t } = useTranslation('pricing');
  const headingId = useId();
  return (
    <section id={id} className="section section--alt" aria-labelledby={headingId}>
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">{t('section.eyebrow')}</p>
          <h2 id={headingId}>{t('section.heading')}</h2>
          <p>{t('section.intro')}</p>
        </div>
        <PricingPlans />
        {showCompareLink && (
          <p className="plans__more">
            <Link to={paths.pricing}>
              {t('compare.heading')}
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
