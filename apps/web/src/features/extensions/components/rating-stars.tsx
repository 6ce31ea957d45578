import { Star } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import type { Rating } from '@sinyal/contracts/extensions-api';

/** "★ 4.5 (12)": the average and how many rated; "No ratings yet" before the first. */
export function RatingStars({ rating }: { rating: Rating }) {
  const { t, i18n } = useTranslation('extensions');
  if (rating.count === 0)
    return <span className="ext-rating ext-rating--none">{t('rating.none')}</span>;
  const average = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating.average);
  return (
    <span className="ext-rating" aria-label={t('rating.label', { average, count: rating.count })}>
      <Star size={14} aria-hidden="true" className="ext-rating__star" />
      <span aria-hidden="true">
        {average} ({new Intl.NumberFormat(i18n.language).format(rating.count)})
      </span>
    </span>
  );
}
