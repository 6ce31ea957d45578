import { useTranslation } from '../../../i18n/react';
import { twoFactorSetupRequestSchema } from '@sinyal/contracts/account-security';
import { FormProblem } from '../../../components/ui/form-problem';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { PasswordField } from '../../../components/ui/input-field';
import { useServerForm } from '../../../lib/use-server-form';
import { useSetupTwoFactorMutation } from '../api/setup-two-factor';
import { SecuritySubmitRow } from '../../../components/dashboard/security-form-parts';

/** What the setup answered, and the password that turning it on asks for again. */
export interface TwoFactorStarted {
  secret: string;
  otpauthUrl: string;
  password: string;
}

interface TwoFactorStartFormProps {
  onStarted: (started: TwoFactorStarted) => void;
  onCancel: () => void;
}

/**
 * The password before two-factor sign-in is set up (docs/architecture.md §11): someone with only
 * an open session must not be able to put the account behind their own authenticator.
 */
export function TwoFactorStartForm({ onStarted, onCancel }: TwoFactorStartFormProps) {
  const { t } = useTranslation('dashboard');
  const setup = useSetupTwoFactorMutation();
  const form = useServerForm({
    schema: twoFactorSetupRequestSchema,
    defaultValues: { password: '' },
    fields: ['password'],
    checkOn: 'submit',
    send: async ({ password }) => {
      const answer = await setup.mutateAsync({ password });
      onStarted({ secret: answer.secret, otpauthUrl: answer.otpauth_url, password });
    },
    failure: setup.error,
    fallback: t('twoFactor.setup.failed'),
  });

  return (
    <GuardedForm className="security-form" {...form.formProps}>
      <h3 className="dashboard-subtitle">{t('twoFactor.start.heading')}</h3>
      <p className="field-hint">{t('twoFactor.start.text')}</p>
      <FormProblem form={form} />
      <PasswordField
        id="two-factor-setup-password"
        label={t('twoFactor.start.password')}
        autoComplete="current-password"
        autoFocus
        {...form.input('password')}
      />
      <SecuritySubmitRow of="twoFactor.start" busy={form.busy} onCancel={onCancel} />
    </GuardedForm>
  );
}
