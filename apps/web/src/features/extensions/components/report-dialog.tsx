import { useTranslation } from '../../../i18n/react';
import {
  reportDetailMaxLength,
  reportReasons,
  reportRequestSchema,
} from '@sinyal/contracts/moderation';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SelectField } from '../../../components/ui/input-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useServerForm } from '../../../lib/use-server-form';
import { useReportExtensionMutation } from '../api/report-extension';

const fields = ['reason', 'detail'] as const;

/** The report's form: a reason, what happened, and the server's answer. */
export function ReportDialog({
  id,
  name,
  onClose,
}: {
  id: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('extensions');
  const message = useMessageText();
  const report = useReportExtensionMutation(id);
  const { field, error, busy, problem, alertId, formProps } = useServerForm({
    schema: reportRequestSchema,
    // The reason starts unchosen: the select shows its placeholder until the reader picks one.
    defaultValues: { reason: undefined, detail: '' },
    fields,
    checkOn: 'submit',
    failure: report.error,
    fallback: t('report.failed'),
    send: async (values) => {
      await report.mutateAsync(values);
      // The server's "report sent" in the reader's language.
      notify.success(message.text('report_sent'));
      onClose();
    },
  });

  return (
    <ModalDialog
      heading={t('report.heading', { name })}
      closeLabel={t('report.close')}
      onClose={onClose}
    >
      <GuardedForm className="ext-report-form" {...formProps}>
        <p className="field-hint">{t('report.intro')}</p>
        {problem ? (
          <FormAlert tone="error" id={alertId} takeFocus>
            {problem}
          </FormAlert>
        ) : null}
        <SelectField
          id="report-reason"
          label={t('report.reason')}
          placeholder={t('report.reasonPlaceholder')}
          error={error('reason')}
          {...field('reason')}
        >
          {reportReasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`report.reasons.${reason}`)}
            </option>
          ))}
        </SelectField>
        <FormField id="report-detail" label={t('report.detail')} error={error('detail')}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={reportDetailMaxLength}
              {...field('detail')}
            />
          )}
        </FormField>
        <div className="button-row">
          <SubmitButton busy={busy} label={t('report.send')} busyLabel={t('report.sending')} />
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('report.cancel')}
          </button>
        </div>
      </GuardedForm>
    </ModalDialog>
  );
}
