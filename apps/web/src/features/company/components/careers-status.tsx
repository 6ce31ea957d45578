import { CalendarClock } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';

/** Says plainly that nobody is being hired right now, before anything else on the page. */
export function CareersStatus() {
  const { t } = useTranslation('careers');
  return (
    <section className="section careers-status-section" aria-labelledby="hiring-status">
      <div className="container">
        <div className="card careers-status">
          <span className="card__icon" aria-hidden="true">
            <CalendarClock size={22} />
          </span>
          <div>
            <h2 id="hiring-status">{t('status.heading')}</h2>
            <p>{t('status.text')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
