import { useTranslation } from '../../../i18n/react';
import type { RatingHistogram as Histogram } from '@sinyal/contracts/reviews';

const rows = [5, 4, 3, 2, 1] as const;

/** How many gave each number of stars, as bars (their widths relative to all ratings). */
export function RatingHistogram({ histogram, count }: { histogram: Histogram; count: number }) {
  const { t } = useTranslation('extensions');
  return (
    <ul className="ext-histogram" aria-label={t('reviews.histogram')}>
      {rows.map((stars) => {
        const share = count === 0 ? 0 : (histogram[stars] / count) * 100;
        return (
          <li key={stars}>
            <span className="ext-histogram__label">
              {t('reviews.histogramRow', {
                stars: t('reviews.stars', { count: stars }),
                total: histogram[stars],
              })}
            </span>
            <span className="ext-histogram__track" aria-hidden="true">
              <span className="ext-histogram__bar" style={{ width: `${share}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
