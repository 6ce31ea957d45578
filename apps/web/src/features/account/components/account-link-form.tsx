import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Send } from 'lucide-react';
import { forgotPasswordRequestSchema } from '@sinyal/contracts/auth';
import { useServerForm } from '../../../lib/use-server-form';
import type { AccountLink, useAccountLinkMutation } from '../api/send-account-link';
import { FormProblem } from '../../../components/ui/form-problem';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { usernameOrEmailInputProps } from '../../../components/ui/input-presets';

interface AccountLinkFormProps {
  link: AccountLink;
  /** The request, owned by the page: it decides what a sent link replaces. */
  send: ReturnType<typeof useAccountLinkMutation>;
  /** Shown above the field once the link is sent, where the form stays on screen. */
  sentNotice?: ReactNode;
}

/**
 * Username or e-mail, for a password reset link or a new verification link. Both requests have
 * the same schema (`username_or_email`, packages/contracts/src/auth.ts).
 */
export function AccountLinkForm({ link, send, sentNotice }: AccountLinkFormProps) {
  const { t } = useTranslation('account');
  const form = useServerForm({
    schema: forgotPasswordRequestSchema,
    defaultValues: { username_or_email: '' },
    fields: ['username_or_email'],
    send: ({ username_or_email }) => send.mutateAsync(username_or_email),
    failure: send.error,
    fallback: t('failed'),
  });

  return (
    <GuardedForm className="account-form" {...form.formProps}>
      {send.isSuccess && sentNotice}
      <FormProblem form={form} />
      <InputField
        id={`${link}-username`}
        label={t('fields.usernameOrEmail')}
        {...usernameOrEmailInputProps}
        {...form.input('username_or_email')}
      />
      <SubmitButton
        busy={form.busy}
        label={t(`${link}.submit`)}
        busyLabel={t(`${link}.submitting`)}
        icon={Send}
        block
      />
    </GuardedForm>
  );
}
