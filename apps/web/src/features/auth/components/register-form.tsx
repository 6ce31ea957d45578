import { useMemo, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { registerRequestSchema, sectors, type RegisterRequest } from '@sinyal/contracts/auth';
import { paths } from '../../../config/paths';
import { countryOptions } from '../../../lib/country-names';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { Link } from '../../../lib/router/router';
import { useServerForm } from '../../../lib/use-server-form';
import { useRegisterMutation } from '../api/register';
import { CheckboxField } from './checkbox-field';
import { FormProblem } from '../../../components/ui/form-problem';
import { InputField, SelectField } from '../../../components/ui/input-field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { emailInputProps } from '../../../components/ui/input-presets';

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

const checklistId = 'register-password-checklist';

interface RegisterFormProps {
  /** Called with the address the verification e-mail went to. */
  onRegistered: (email: string) => void;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t, i18n } = useTranslation('auth');
  // Every country, named in the page's language: the specification's eight first.
  const countryChoices = useMemo(() => countryOptions(i18n.language), [i18n.language]);
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
  const { field, error, input } = form;

  return (
    <GuardedForm className="auth-form" {...form.formProps}>
      <FormProblem form={form} />
      <div className="auth-form__grid">
        <InputField
          id="register-full-name"
          label={t('fields.fullName')}
          optional
          type="text"
          autoComplete="name"
          maxLength={100}
          {...input('full_name')}
        />
        <InputField
          id="register-email"
          label={t('fields.email')}
          {...emailInputProps}
          {...input('email')}
        />
        <InputField
          id="register-username"
          label={t('fields.username')}
          hint={t('fields.usernameHint')}
          className="auth-form__full"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          {...input('username')}
        />
        <NewPasswordFields
          meterClassName="auth-form__full"
          password={{
            id: 'register-password',
            label: t('fields.password'),
            ...input('password'),
          }}
          confirm={{
            id: 'register-confirm-password',
            label: t('fields.confirmPassword'),
            ...input('confirm_password'),
          }}
          value={form.form.watch('password') ?? ''}
          checklistId={checklistId}
        />
        <SelectField
          id="register-sector"
          label={t('fields.sector')}
          placeholder={t('fields.sectorPlaceholder')}
          {...input('sector')}
        >
          {sectors.map((sector) => (
            <option key={sector} value={sector}>
              {t(`sectors.${sector}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="register-country"
          label={t('fields.country')}
          placeholder={t('fields.countryPlaceholder')}
          {...input('country')}
        >
          {countryChoices.featured.map((country) => (
            <option key={country.value} value={country.value}>
              {country.label}
            </option>
          ))}
          <optgroup label={t('fields.otherCountries')}>
            {countryChoices.others.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <InputField
          id="register-company"
          label={t('fields.company')}
          optional
          className="auth-form__full"
          type="text"
          autoComplete="organization"
          maxLength={100}
          {...input('company')}
        />
      </div>
      <CheckboxField
        id="register-newsletter"
        label={t('register.newsletter')}
        registration={field('newsletter_subscribed')}
      />
      <CheckboxField
        id="register-terms"
        label={
          <Trans
            t={t}
            i18nKey="register.terms"
            components={{
              terms: <NewTabLink to={paths.legal} />,
              privacy: <NewTabLink to={paths.privacy} />,
            }}
          />
        }
        registration={field('agreed_to_terms')}
        error={error('agreed_to_terms')}
      />
      <SubmitButton
        busy={form.busy}
        label={t('register.submit')}
        busyLabel={t('register.submitting')}
        block
      />
    </GuardedForm>
  );
}

/** The terms and privacy links open beside the form, so following one does not lose what was typed. */
function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('register.newTab')}</span>
    </Link>
  );
}
