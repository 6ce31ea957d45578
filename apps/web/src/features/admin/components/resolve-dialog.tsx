import { useTranslation } from '../../../i18n/react';
import { z } from 'zod';
import { adminReasonSchema } from '@sinyal/contracts/admin';
import { moderationCodes, reportActions, type Report } from '@sinyal/contracts/moderation';
import { useMessageText } from '../../../lib/message-text';
import { useResolveReport } from '../api/get-reports';
import { useActionForm } from '../hooks/use-action-form';
import { ActionDialog, ReasonField } from './action-dialog';
import { optionalVersion, RevokeTokensField, VersionField } from './moderation-fields';

const resolveFormSchema = z
  .object({
    action: z.enum(reportActions, { error: moderationCodes.reportAction }),
    version: optionalVersion,
    revoke_tokens: z.boolean(),
    note: adminReasonSchema,
  })
  // A dismissal takes nothing down: the takedown's fields are not sent with it.
  .transform(({ action, version, revoke_tokens, note }) =>
    action === 'dismiss' ? { action, note } : { action, note, version, revoke_tokens },
  );

/** Resolve a report: dismiss it, or take the extension (or one version) down; a note is required. */
export function ResolveDialog({ report, onClose }: { report: Report; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const message = useMessageText();
  const form = useActionForm({
    schema: resolveFormSchema,
    defaultValues: { action: 'dismiss', version: '', revoke_tokens: false, note: '' },
    fields: ['action', 'version', 'revoke_tokens', 'note'],
    mutation: useResolveReport(report.id),
    done: (values) =>
      values.action === 'takedown' ? message.text('taken_down') : t('reports.resolve.dismissed'),
    onDone: onClose,
  });
  const takingDown = form.form.watch('action') === 'takedown';
  const name = report.extension_name ?? report.extension_id;
  return (
    <ActionDialog
      heading={t('reports.resolve.heading', { name })}
      intro={t('reports.resolve.intro')}
      confirmLabel={
        takingDown ? t('reports.resolve.confirmTakedown') : t('reports.resolve.confirmDismiss')
      }
      onClose={onClose}
      form={form}
    >
      <fieldset className="admin-choice">
        <legend>{t('reports.resolve.action')}</legend>
        {reportActions.map((action) => (
          <label key={action}>
            <input type="radio" value={action} {...form.field('action')} />
            {t(`reports.resolve.actions.${action}`)}
          </label>
        ))}
      </fieldset>
      {takingDown ? (
        <>
          <VersionField id="resolve-version" input={form.input('version')} />
          <RevokeTokensField id="resolve-revoke" input={form.input('revoke_tokens')} />
        </>
      ) : null}
      <ReasonField id="resolve-note" label={t('reports.resolve.note')} input={form.input('note')} />
    </ActionDialog>
  );
}
