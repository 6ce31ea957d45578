import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { reviewSorts, type ReviewSort } from '@sinyal/contracts/reviews';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { reviewsQueryOptions, useMyReview, useOwnedExtensions } from '../api/reviews';
import { Pager } from './pager';
import { RatingHistogram } from './rating-histogram';
import { RatingStars } from './rating-stars';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

/**
 * An extension's ratings and reviews (docs/architecture.md §19): the average, count and histogram,
 * the reader's own review (not on their own extension), a page of reviews in the order chosen,
 * the owner's replies and a way to report a review.
 */
export function ReviewsSection({ id }: { id: string }) {
  const { t } = useTranslation('extensions');
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const [sort, setSort] = useState<ReviewSort>('recent');
  const [page, setPage] = useState(1);
  const reviews = useQuery(reviewsQueryOptions(id, sort, page));
  const owned = useOwnedExtensions();
  const mine = useMyReview(id);
  const owner = Boolean(owned.data?.items.some((extension) => extension.id === id));

  return (
    <section className="ext-reviews" aria-labelledby="ext-reviews-heading">
      <h2 id="ext-reviews-heading">{t('reviews.heading')}</h2>
      {reviews.isError ? <p role="alert">{t('reviews.loadFailed')}</p> : null}
      {reviews.data ? (
        <div className="ext-reviews__summary">
          <p>
            <RatingStars rating={reviews.data} />
          </p>
          <RatingHistogram histogram={reviews.data.histogram} count={reviews.data.count} />
        </div>
      ) : null}

      {status === 'signed-out' ? (
        <p className="field-hint">
          <Link to={paths.login}>{t('reviews.signIn')}</Link>
        </p>
      ) : null}
      {signedIn && owned.data && owner ? <p className="field-hint">{t('reviews.owner')}</p> : null}
      {signedIn && owned.data && !owner && mine.data ? (
        // Keyed by the review, so the form starts again from what was saved.
        <ReviewForm key={mine.data.review?.updated_at ?? 'new'} id={id} mine={mine.data.review} />
      ) : null}

      <div className="ext-sort">
        <label htmlFor="review-sort">{t('reviews.sortLabel')}</label>
        <select
          id="review-sort"
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as ReviewSort);
            setPage(1);
          }}
        >
          {reviewSorts.map((name) => (
            <option key={name} value={name}>
              {t(`reviews.sorts.${name}`)}
            </option>
          ))}
        </select>
      </div>
      {reviews.isPending ? <p>{t('reviews.loading')}</p> : null}
      {reviews.data && reviews.data.items.length === 0 ? <p>{t('reviews.none')}</p> : null}
      {reviews.data && reviews.data.items.length > 0 ? (
        <ul className="ext-reviews__list">
          {reviews.data.items.map((review) => (
            <ReviewItem
              key={review.id}
              extensionId={id}
              review={review}
              owner={owner}
              signedIn={signedIn}
            />
          ))}
        </ul>
      ) : null}
      {reviews.data ? (
        <Pager
          page={page}
          pages={Math.max(1, Math.ceil(reviews.data.count / reviews.data.page_size))}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}
