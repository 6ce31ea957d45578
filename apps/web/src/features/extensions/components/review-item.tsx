import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import {
  replyRequestSchema,
  replyTextMaxLength,
  reviewReportReasons,
  reviewReportRequestSchema,
  type Review,
} from '@sinyal/contracts/reviews';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SelectField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useServerForm } from '../../../lib/use-server-form';
import { useReplyMutation, useReportReviewMutation } from '../api/reviews';
import { CalendarDate } from './calendar-date';

interface ReviewItemProps {
  extensionId: string;
  review: Review;
  /** The reader owns the extension: they may reply. */
  owner: boolean;
  /** The reader is signed in: they may report it. */
  signedIn: boolean;
}

/** One review: its stars, author, text, the owner's reply, and what the reader may do with it. */
export function ReviewItem({ extensionId, review, owner, signedIn }: ReviewItemProps) {
  const { t } = useTranslation('extensions');
  const [open, setOpen] = useState<'reply' | 'report' | null>(null);
  return (
    <li className="ext-review">
      <p className="ext-review__head">
        <span className="ext-review__stars">{t('reviews.stars', { count: review.rating })}</span>
        {' · '}
        <strong>{review.author ?? '—'}</strong>
        {' · '}
        <CalendarDate date={review.created_at.slice(0, 10)} />
        {review.updated_at !== review.created_at ? ` (${t('reviews.edited')})` : null}
      </p>
      <p className="ext-review__text">{review.text}</p>
      {review.reply ? (
        <blockquote className="ext-review__reply">
          <strong>{t('reviews.replyHeading')}</strong>
          <p>{review.reply.text}</p>
        </blockquote>
      ) : null}
      <div className="ext-review__actions">
        {owner ? (
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={open === 'reply'}
            onClick={() => setOpen(open === 'reply' ? null : 'reply')}
          >
            {review.reply ? t('reviews.replyEdit') : t('reviews.replyOpen')}
          </button>
        ) : null}
        {signedIn ? (
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={open === 'report'}
            onClick={() => setOpen(open === 'report' ? null : 'report')}
          >
            {t('reviews.report')}
          </button>
        ) : null}
      </div>
      {open === 'reply' ? (
        <ReplyForm extensionId={extensionId} review={review} onDone={() => setOpen(null)} />
      ) : null}
      {open === 'report' ? (
        <ReportForm extensionId={extensionId} review={review} onDone={() => setOpen(null)} />
      ) : null}
    </li>
  );
}

function ReplyForm({
  extensionId,
  review,
  onDone,
}: {
  extensionId: string;
  review: Review;
  onDone: () => void;
}) {
  const { t } = useTranslation('extensions');
  const message = useMessageText();
  const reply = useReplyMutation(extensionId, review.id);
  const { field, error, busy, formProps } = useServerForm({
    schema: replyRequestSchema,
    defaultValues: { text: review.reply?.text ?? '' },
    fields: ['text'] as const,
    checkOn: 'submit',
    failure: reply.error,
    fallback: t('reviews.failed'),
    send: async (values) => {
      await reply.mutateAsync(values);
      notify.success(message.text('reply_saved'));
      onDone();
    },
  });
  const inputId = `review-${review.id}-reply`;
  return (
    <GuardedForm className="ext-review__form" {...formProps}>
      <FormField id={inputId} label={t('reviews.replyLabel')} error={error('text')}>
        {(control) => (
          <textarea {...control} rows={3} maxLength={replyTextMaxLength} {...field('text')} />
        )}
      </FormField>
      <div className="button-row">
        <SubmitButton busy={busy} label={t('reviews.replySend')} busyLabel={t('reviews.saving')} />
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('reviews.cancel')}
        </button>
      </div>
    </GuardedForm>
  );
}

function ReportForm({
  extensionId,
  review,
  onDone,
}: {
  extensionId: string;
  review: Review;
  onDone: () => void;
}) {
  const { t } = useTranslation('extensions');
  const message = useMessageText();
  const report = useReportReviewMutation(extensionId, review.id);
  const { field, error, busy, formProps } = useServerForm({
    schema: reviewReportRequestSchema,
    defaultValues: { reason: undefined, detail: '' },
    fields: ['reason', 'detail'] as const,
    checkOn: 'submit',
    failure: report.error,
    fallback: t('reviews.failed'),
    send: async (values) => {
      await report.mutateAsync(values);
      notify.success(message.text('report_sent'));
      onDone();
    },
  });
  const prefix = `review-${review.id}-report`;
  return (
    <GuardedForm className="ext-review__form" {...formProps}>
      <SelectField
        id={`${prefix}-reason`}
        label={t('reviews.reportReason')}
        placeholder={t('reviews.reportReasonPlaceholder')}
        error={error('reason')}
        {...field('reason')}
      >
        {reviewReportReasons.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reviews.reasons.${reason}`)}
          </option>
        ))}
      </SelectField>
      <FormField id={`${prefix}-detail`} label={t('reviews.reportDetail')} error={error('detail')}>
        {(control) => <textarea {...control} rows={2} {...field('detail')} />}
      </FormField>
      <div className="button-row">
        <SubmitButton busy={busy} label={t('reviews.reportSend')} busyLabel={t('reviews.saving')} />
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('reviews.cancel')}
        </button>
      </div>
    </GuardedForm>
  );
}
