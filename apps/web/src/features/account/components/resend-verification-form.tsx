import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import {
  resendVerificationRequestSchema,
  type ResendVerificationRequest,
} from '@sinyal/contracts/auth';
import { fieldsSayItAll, showServerFieldErrors } from '../../../lib/form-errors';
import { useMessageText } from '../../../lib/message-text';
import { useResendVerificationMutation } from '../api/resend-verification';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { usernameOrEmailInputProps } from '../../../components/ui/input-presets';

const fields = ['username_or_email'] as const;

/** Sends the verification link again; the answer never tells whether the account exists. */
export function ResendVerificationForm() {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const resend = useResendVerificationMutation();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resendVerificationRequestSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { username_or_email: '' },
  });

  const submit = handleSubmit(async ({ username_or_email }) => {
    try {
      await resend.mutateAsync(username_or_email);
    } catch (error) {
      const [named] = showServerFieldErrors<ResendVerificationRequest>(error, fields, setError);
      if (named) setFocus(named);
    }
  });

  const problem =
    resend.isError && !fieldsSayItAll(resend.error, fields)
      ? message.error(resend.error, t('failed'))
      : null;

  return (
    <GuardedForm className="account-form" busy={isSubmitting} onSubmit={submit}>
      {resend.isSuccess && (
        <FormAlert tone="success">{message.text('verification_sent')}</FormAlert>
      )}
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      <FormField
        id="resend-username"
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
        label={t('resend.submit')}
        busyLabel={t('resend.submitting')}
        icon={Send}
        block
      />
    </GuardedForm>
  );
}
