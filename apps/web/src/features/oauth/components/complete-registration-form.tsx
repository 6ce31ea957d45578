import { useMemo, type ReactNode } from 'react';
import type { Path, UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Trans, useTranslation } from 'react-i18next';
import { sectors } from '@sinyal/contracts/auth';
import {
  oauthRegisterRequestSchema,
  type OAuthRegisterResponse,
  type OAuthSignupResponse,
} from '@sinyal/contracts/oauth';
import { FieldError, fieldErrorId } from '../../../components/ui/form-field';
import { FormProblem } from '../../../components/ui/form-problem';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { InputField, SelectField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { countryOptions } from '../../../lib/country-names';
import { Link } from '../../../lib/router/router';
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
  const { t: tAuth, i18n } = useTranslation('auth');
  const { t } = useTranslation('sign-in');
  const countryChoices = useMemo(() => countryOptions(i18n.language), [i18n.language]);
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
  const { field, error, input } = form;

  return (
    <GuardedForm className="auth-form" {...form.formProps}>
      <FormProblem form={form} />
      <div className="auth-form__grid">
        <InputField
          id="complete-email"
          label={t('complete.email', { provider: providerName })}
          className="auth-form__full"
          type="email"
          value={signup.email}
          readOnly
        />
        <InputField
          id="complete-full-name"
          label={tAuth('fields.fullName')}
          optional
          type="text"
          autoComplete="name"
          maxLength={100}
          {...input('full_name')}
        />
        <InputField
          id="complete-username"
          label={tAuth('fields.username')}
          hint={tAuth('fields.usernameHint')}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          {...input('username')}
        />
        <SelectField
          id="complete-sector"
          label={tAuth('fields.sector')}
          placeholder={tAuth('fields.sectorPlaceholder')}
          {...input('sector')}
        >
          {sectors.map((sector) => (
            <option key={sector} value={sector}>
              {tAuth(`sectors.${sector}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="complete-country"
          label={tAuth('fields.country')}
          placeholder={tAuth('fields.countryPlaceholder')}
          {...input('country')}
        >
          {countryChoices.featured.map((country) => (
            <option key={country.value} value={country.value}>
              {country.label}
            </option>
          ))}
          <optgroup label={tAuth('fields.otherCountries')}>
            {countryChoices.others.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <InputField
          id="complete-company"
          label={tAuth('fields.company')}
          optional
          className="auth-form__full"
          type="text"
          autoComplete="organization"
          maxLength={100}
          {...input('company')}
        />
      </div>
      <Checkbox
        id="complete-newsletter"
        label={tAuth('register.newsletter')}
        registration={field('newsletter_subscribed')}
      />
      <Checkbox
        id="complete-terms"
        label={
          <Trans
            t={tAuth}
            i18nKey="register.terms"
            components={{
              terms: <NewTabLink to={paths.legal} />,
              privacy: <NewTabLink to={paths.privacy} />,
            }}
          />
        }
        error={error('agreed_to_terms')}
        registration={field('agreed_to_terms')}
      />
      <SubmitButton
        busy={form.busy}
        label={t('complete.submit')}
        busyLabel={t('complete.submitting')}
        block
      />
    </GuardedForm>
  );
}

interface CheckboxProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** A checkbox in the register form's look (auth-check), with its message under it. */
function Checkbox({ id, label, error, registration }: CheckboxProps) {
  return (
    <div className="auth-check">
      <div className="auth-check__row">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          {...registration}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}
    </div>
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
