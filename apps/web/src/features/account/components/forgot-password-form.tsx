import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { KeyRound, MailCheck, Send } from 'lucide-react';
import { forgotPasswordRequestSchema } from '@sinyal/contracts/auth';
import { paths } from '../../../config/paths';
import { fieldsSayItAll, showServerFieldErrors } from '../../../lib/form-errors';
import { useMessageText } from '../../../lib/message-text';
import { Link } from '../../../lib/router/router';
import { useForgotPasswordMutation } from '../api/forgot-password';
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
  const message = useMessageText();
  const forgot = useForgotPasswordMutation();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { username_or_email: '' },
  });

  const submit = handleSubmit(async ({ username_or_email }) => {
    try {
      await forgot.mutateAsync(username_or_email);
    } catch (error) {
      const [named] = showServerFieldErrors(error, fields, setError);
      if (named) setFocus(named);
    }
  });

  const problem =
    forgot.isError && !fieldsSayItAll(forgot.error, fields)
      ? message.error(forgot.error, t('failed'))
      : null;

  const footer = (
    <p>
      {t('forgot.remembered')} <Link to={paths.login}>{t('forgot.login')}</Link>
    </p>
  );

  if (forgot.isSuccess) {
    return (
      <AccountPanel
        icon={MailCheck}
        heading={t('forgot.sentHeading')}
        intro={message.text('reset_link_sent')}
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
          error={message.field(errors.username_or_email?.message)}
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
