import { Target } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';

export function AboutMission() {
  const { t } = useTranslation('about');
  return (
    <section className="section section--alt" aria-labelledby="our-mission">
      <div className="container about-mission">
        <span className="card__icon" aria-hidden="true">
          <Target size={24} />
        </span>
        <h2 id="our-mission">{t('mission.heading')}</h2>
        <p className="about-mission__statement">{t('mission.statement')}</p>
        <p>{t('mission.text', { product: brand.productName })}</p>
      </div>
    </section>
  );
}
