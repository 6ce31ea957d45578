import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n/react';
import {
  oauthRegisterRequestSchema,
  type OAuthRegisterResponse,
  type OAuthSignupResponse,
} from '@sinyal/contracts/oauth';
import {
  RegistrationFormShell,
  RegistrationFullNameField,
  RegistrationUsernameField,
} from '../../../components/forms/registration-fields';
import { InputField } from '../../../components/ui/input-field';
import { useServerForm } from '../../../lib/use-server-form';
import { useCompleteRegistration } from '../api/complete-registration';

const formSchema = oauthRegisterRequestSchema.omit({ signup_token: true });

type CompletionFields = z.input<typeof formSchema>;

const fields: readonly Path<CompletionFields>[] = [
  'full_name',
  'username',
  'sector',
  'country',
  'company',
  'newsletter_subscribed',
  'agreed_to_terms',
];

interface CompleteRegistrationFormProps {
  signup: OAuthSignupResponse;
  providerName: string;
  onRegistered: (answer: OAuthRegisterResponse) => void;
}

/**
 * A new person a provider vouched for finishes the registration (docs/architecture.md §16): the
 * register form's rules, without a password; the address is the provider's and cannot be changed.
 */
export function CompleteRegistrationForm({
  signup,
  providerName,
  onRegistered,
}: CompleteRegistrationFormProps) {
  const { t } = useTranslation('sign-in');
  const complete = useCompleteRegistration();
  const form = useServerForm({
    schema: formSchema,
    defaultValues: {
      full_name: signup.full_name,
      username: signup.suggested_username,
      company: '',
      newsletter_subscribed: false,
    },
    fields,
    send: async (values) => {
      const answer = await complete.mutateAsync({ ...values, signup_token: signup.signup_token });
      onRegistered(answer);
    },
    failure: complete.error,
    fallback: t('complete.failed'),
  });
  const { input } = form;

  return (
    <RegistrationFormShell
      idPrefix="complete"
      form={form}
      submit={{ label: t('complete.submit'), busyLabel: t('complete.submitting') }}
    >
      <InputField
        id="complete-email"
        label={t('complete.email', { provider: providerName })}
        className="auth-form__full"
        type="email"
        value={signup.email}
        readOnly
      />
      <RegistrationFullNameField idPrefix="complete" input={input} />
      <RegistrationUsernameField idPrefix="complete" input={input} />
    </RegistrationFormShell>
  );
}
