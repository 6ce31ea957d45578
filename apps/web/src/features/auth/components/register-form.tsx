import type { Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react';
import { registerRequestSchema, type RegisterRequest } from '@sinyal/contracts/auth';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useServerForm } from '../../../lib/use-server-form';
import { useRegisterMutation } from '../api/register';
import { InputField } from '../../../components/ui/input-field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { emailInputProps } from '../../../components/ui/input-presets';
import {
  RegistrationFormShell,
  RegistrationFullNameField,
  RegistrationUsernameField,
} from '../../../components/forms/registration-fields';

type RegisterFields = Omit<RegisterRequest, 'mac_address'>;

const fields: readonly Path<RegisterFields>[] = [
  'full_name',
  'email',
  'username',
  'password',
  'confirm_password',
  'sector',
  'country',
  'company',
  'newsletter_subscribed',
  'agreed_to_terms',
];

interface RegisterFormProps {
  /** Called with the address the verification e-mail went to. */
  onRegistered: (email: string) => void;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const message = useMessageText();
  const registration = useRegisterMutation();
  const form = useServerForm({
    schema: registerRequestSchema,
    // Sector, country and terms start unset: the selects' placeholder and an unticked box.
    defaultValues: {
      full_name: '',
      email: '',
      username: '',
      password: '',
      confirm_password: '',
      company: '',
      newsletter_subscribed: false,
    },
    fields,
    send: async (values) => {
      await registration.mutateAsync({
        full_name: values.full_name,
        email: values.email,
        username: values.username,
        password: values.password,
        confirm_password: values.confirm_password,
        sector: values.sector,
        country: values.country,
        company: values.company,
        newsletter_subscribed: values.newsletter_subscribed,
        agreed_to_terms: values.agreed_to_terms,
      });
      notify.success(message.text('registration_success'));
      onRegistered(values.email.trim());
    },
    // docs/product.md §8: the server's message, or "Registration failed"; said beside the fields it concerns.
    failure: registration.error,
    fallback: message.text('registration_failed'),
  });
  const { input } = form;

  return (
    <RegistrationFormShell
      idPrefix="register"
      form={form}
      submit={{ label: t('register.submit'), busyLabel: t('register.submitting') }}
    >
      <RegistrationFullNameField idPrefix="register" input={input} />
      <InputField
        id="register-email"
        label={t('fields.email')}
        {...emailInputProps}
        {...input('email')}
      />
      <RegistrationUsernameField idPrefix="register" input={input} full />
      <NewPasswordFields
        meterClassName="auth-form__full"
        idPrefix="register"
        labels={[t('fields.password'), t('fields.confirmPassword')]}
        inputs={[input('password'), input('confirm_password')]}
        value={form.form.watch('password') ?? ''}
      />
    </RegistrationFormShell>
  );
}
