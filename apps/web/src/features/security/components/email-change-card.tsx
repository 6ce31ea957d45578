import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Mail } from 'lucide-react';
import { emailChangeRequestSchema } from '@sinyal/contracts/account-security';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormProblem } from '../../../components/ui/form-problem';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { InputField, PasswordField } from '../../../components/ui/input-field';
import { emailInputProps } from '../../../components/ui/input-presets';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useMessageText } from '../../../lib/message-text';
import { useServerForm } from '../../../lib/use-server-form';
import { useChangeEmailMutation } from '../api/change-email';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';

/**
 * E-mail change (docs/architecture.md §11): the password again, then a link to the new address;
 * the change waits for it, and the current address is told, with a way to undo it.
 */
export function EmailChangeCard({ email }: { email: string | null }) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const change = useChangeEmailMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useServerForm({
    schema: emailChangeRequestSchema,
    defaultValues: { new_email: '', password: '' },
    fields: ['new_email', 'password'],
    send: async (values) => {
      setSentTo(null);
      const newEmail = values.new_email.trim();
      await change.mutateAsync({ new_email: newEmail, password: values.password });
      setSentTo(newEmail);
      form.form.reset();
    },
    failure: change.error,
    fallback: message.text('invalid_input'),
  });

  return (
    <DashboardCard id="security-email" heading={t('email.heading')} className="security-card">
      {email && <p>{t('email.current', { email })}</p>}
      <p className="field-hint">{t('email.intro')}</p>
      <GuardedForm className="security-form" {...form.formProps}>
        {sentTo && (
          <FormAlert tone="success" takeFocus>
            <p>{t('email.sent', { email: sentTo })}</p>
          </FormAlert>
        )}
        <FormProblem form={form} />
        <div className="security-form__grid">
          <InputField
            id="email-change-new"
            label={t('email.newEmail')}
            {...emailInputProps}
            {...form.input('new_email')}
          />
          <PasswordField
            id="email-change-password"
            label={t('email.password')}
            autoComplete="current-password"
            {...form.input('password')}
          />
        </div>
        <SubmitButton
          busy={form.busy}
          icon={Mail}
          label={t('email.submit')}
          busyLabel={t('email.submitting')}
        />
      </GuardedForm>
    </DashboardCard>
  );
}
