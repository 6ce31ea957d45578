import { useTranslation } from '../../../i18n/react';
import { twoFactorDisableRequestSchema } from '@sinyal/contracts/account-security';
import { FormProblem } from '../../../components/ui/form-problem';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useServerForm } from '../../../lib/use-server-form';
import { useDisableTwoFactorMutation } from '../api/disable-two-factor';
import {
  PasswordAndCodeFields,
  SecuritySubmitRow,
} from '../../../components/dashboard/security-form-parts';

/** Turning two-factor sign-in off: the password and a code (or a recovery code). */
export function TwoFactorDisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const disable = useDisableTwoFactorMutation();
  const form = useServerForm({
    schema: twoFactorDisableRequestSchema,
    defaultValues: { password: '', code: '' },
    fields: ['password', 'code'],
    checkOn: 'submit',
    send: async (values) => {
      await disable.mutateAsync({ password: values.password, code: values.code.trim() });
      notify.success(message.text('two_factor_disabled'));
      onDone();
    },
    failure: disable.error,
    fallback: t('twoFactor.setup.failed'),
  });

  return (
    <GuardedForm className="security-form" {...form.formProps}>
      <h3 className="dashboard-subtitle">{t('twoFactor.disable.heading')}</h3>
      <p className="field-hint">{t('twoFactor.disable.text')}</p>
      <FormProblem form={form} />
      <PasswordAndCodeFields of="twoFactor.disable" input={form.input} askCode />
      <SecuritySubmitRow of="twoFactor.disable" busy={form.busy} onCancel={onDone} />
    </GuardedForm>
  );
}
