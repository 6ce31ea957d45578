import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import {
  resendVerificationRequestSchema,
  type ResendVerificationRequest,
} from '@sinyal/contracts/auth';
import { resendVerification } from '../api/resend-verification';
import { useAccountMessage } from '../hooks/use-account-message';
import { useServerFailure } from '../hooks/use-server-failure';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { usernameOrEmailInputProps } from '../../../components/ui/input-presets';

const fields = ['username_or_email'] as const;

/** Sends the verification link again; the answer never tells whether the account exists. */
export function ResendVerificationForm() {
  const { t } = useTranslation('account');
  const { translate } = useAccountMessage();
  const [answer, setAnswer] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resendVerificationRequestSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { username_or_email: '' },
  });
  const serverFailure = useServerFailure<ResendVerificationRequest>(fields, setError);

  const submit = handleSubmit(async ({ username_or_email }) => {
    setAnswer(null);
    try {
      const detail = await resendVerification(username_or_email);
      setAnswer({ tone: 'success', text: translate(detail) ?? detail });
    } catch (error) {
      const text = serverFailure(error);
      if (text) setAnswer({ tone: 'error', text });
    }
  });

  return (
    <GuardedForm className="account-form" busy={isSubmitting} onSubmit={submit}>
      {answer && <FormAlert tone={answer.tone}>{answer.text}</FormAlert>}
      <FormField
        id="resend-username"
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
        label={t('resend.submit')}
        busyLabel={t('resend.submitting')}
        icon={Send}
        block
      />
    </GuardedForm>
  );
}
