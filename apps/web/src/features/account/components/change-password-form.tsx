import { useTranslation } from '../../../i18n/react';
import { changePasswordRequestSchema } from '@sinyal/contracts/auth';
import { fieldsSayItAll } from '../../../lib/form-errors';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useServerForm } from '../../../lib/use-server-form';
import { useChangePasswordMutation } from '../api/change-password';
import { PasswordField } from '../../../components/ui/input-field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import '../account.css';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';

const fields = ['current_password', 'new_password', 'confirm_password'] as const;
const empty = { current_password: '', new_password: '', confirm_password: '' };

/** The Security tab's Change Password: this session stays logged in, the others are logged out. */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const change = useChangePasswordMutation();
  const { form, input, busy, formProps } = useServerForm({
    schema: changePasswordRequestSchema,
    defaultValues: empty,
    fields,
    send: async (values) => {
      await change.mutateAsync(values);
      notify.success(message.text('password_changed'));
      form.reset(empty);
      onChanged?.();
    },
    onRefused: (refusal) => {
      if (!fieldsSayItAll(refusal, fields)) notify.error(message.error(refusal, t('failed')));
    },
  });

  return (
    <GuardedForm className="account-form account-form--inline" {...formProps}>
      <p className="field-hint">{t('change.intro')}</p>
      <PasswordField
        id="change-current-password"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        {...input('current_password')}
      />
      <NewPasswordFields
        paired
        idPrefix="change"
        labels={[t('fields.newPassword'), t('fields.confirmPassword')]}
        inputs={[input('new_password'), input('confirm_password')]}
        value={form.watch('new_password') ?? ''}
      />
      <SubmitButton busy={busy} label={t('change.submit')} busyLabel={t('change.submitting')} />
    </GuardedForm>
  );
}
