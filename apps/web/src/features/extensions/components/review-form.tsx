import { useTranslation } from '../../../i18n/react';
import { z } from 'zod';
import {
  reviewRequestSchema,
  reviewsCodes,
  reviewTextMaxLength,
  type Review,
} from '@sinyal/contracts/reviews';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useServerForm } from '../../../lib/use-server-form';
import { useDeleteReviewMutation, useSaveReviewMutation } from '../api/reviews';

const fields = ['rating', 'text'] as const;
const stars = [5, 4, 3, 2, 1] as const;
const ratingCode = reviewsCodes.reviewRating;

// The stars arrive from radio buttons as text: the same rule as the server's, read as a number.
const reviewFormSchema = reviewRequestSchema.extend({
  rating: z.coerce
    .number({ error: ratingCode })
    .int(ratingCode)
    .min(1, ratingCode)
    .max(5, ratingCode),
});

/** The reader's one review of an extension: made, changed or deleted (docs/architecture.md §19). */
export function ReviewForm({ id, mine }: { id: string; mine: Review | null }) {
  const { t } = useTranslation('extensions');
  const message = useMessageText();
  const save = useSaveReviewMutation(id);
  const remove = useDeleteReviewMutation(id);
  const { field, error, busy, problem, alertId, formProps } = useServerForm({
    schema: reviewFormSchema,
    defaultValues: { rating: mine ? String(mine.rating) : undefined, text: mine?.text ?? '' },
    fields,
    checkOn: 'submit',
    failure: save.error,
    fallback: t('reviews.failed'),
    send: async (values) => {
      await save.mutateAsync(values);
      notify.success(message.text('review_saved'));
    },
  });
  const ratingError = error('rating');

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      notify.success(message.text('review_deleted'));
    } catch (failure) {
      notify.error(message.error(failure, t('reviews.failed')));
    }
  };

  return (
    <GuardedForm className="ext-review-form" {...formProps}>
      <h3>{t('reviews.mineHeading')}</h3>
      {problem ? (
        <FormAlert tone="error" id={alertId} takeFocus>
          {problem}
        </FormAlert>
      ) : null}
      <fieldset
        className="ext-review-form__stars"
        aria-describedby={ratingError ? 'review-rating-error' : undefined}
      >
        <legend>{t('reviews.ratingLabel')}</legend>
        {stars.map((count) => (
          <label key={count}>
            <input type="radio" value={String(count)} {...field('rating')} />
            {t('reviews.stars', { count })}
          </label>
        ))}
        {ratingError ? (
          <p id="review-rating-error" className="field-error">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <FormField id="review-text" label={t('reviews.textLabel')} error={error('text')}>
        {(control) => (
          <textarea {...control} rows={4} maxLength={reviewTextMaxLength} {...field('text')} />
        )}
      </FormField>
      <div className="button-row">
        <SubmitButton busy={busy} label={t('reviews.save')} busyLabel={t('reviews.saving')} />
        {mine ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={remove.isPending}
            onClick={() => void onDelete()}
          >
            {t('reviews.delete')}
          </button>
        ) : null}
      </div>
    </GuardedForm>
  );
}
