import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { KeyRound, MailCheck, Send } from 'lucide-react';
import { forgotPasswordRequestSchema } from '@sinyal/contracts/auth';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { forgotPassword } from '../api/forgot-password';
import { useAccountMessage } from '../hooks/use-account-message';
import { useServerFailure } from '../hooks/use-server-failure';
import { AccountPanel } from './account-panel';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { usernameOrEmailInputProps } from '../../../components/ui/input-presets';

const fields = ['username_or_email'] as const;

/** "Forgot password?": asks for a reset link; the confirmation is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const { translate } = useAccountMessage();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { username_or_email: '' },
  });
  const serverFailure = useServerFailure(fields, setError);

  const submit = handleSubmit(async ({ username_or_email }) => {
    setProblem(null);
    try {
      setSent(await forgotPassword(username_or_email));
    } catch (error) {
      setProblem(serverFailure(error));
    }
  });

  const footer = (
    <p>
      {t('forgot.remembered')} <Link to={paths.login}>{t('forgot.login')}</Link>
    </p>
  );

  if (sent !== null) {
    return (
      <AccountPanel
        icon={MailCheck}
        heading={t('forgot.sentHeading')}
        intro={translate(sent)}
        focusHeading
        footer={footer}
      >
        <p className="field-hint account-centered">{t('forgot.sentHint')}</p>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel
      icon={KeyRound}
      heading={t('forgot.heading')}
      intro={t('forgot.intro')}
      footer={footer}
    >
      <GuardedForm className="account-form" busy={isSubmitting} onSubmit={submit}>
        {problem && <FormAlert tone="error">{problem}</FormAlert>}
        <FormField
          id="forgot-username"
          label={t('fields.usernameOrEmail')}
          error={translate(errors.username_or_email?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...usernameOrEmailInputProps}
              {...register('username_or_email', {
                onChange: () => clearErrors('username_or_email'),
              })}
            />
          )}
        </FormField>
        <SubmitButton
          busy={isSubmitting}
          label={t('forgot.submit')}
          busyLabel={t('forgot.submitting')}
          icon={Send}
          block
        />
      </GuardedForm>
    </AccountPanel>
  );
}
