import { useId, useMemo, type ReactNode } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { registerRequestSchema, sectors, type RegisterRequest } from '@sinyal/contracts/auth';
import { paths } from '../../../config/paths';
import { countryOptions } from '../../../lib/country-names';
import { fieldsSayItAll, showServerFieldErrors } from '../../../lib/form-errors';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { Link } from '../../../lib/router/router';
import { useRegisterMutation } from '../api/register';
import { firstInvalidField } from '../hooks/first-invalid-field';
import { CheckboxField } from './checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { emailInputProps } from '../../../components/ui/input-presets';

type RegisterFields = Omit<RegisterRequest, 'mac_address'>;

const fieldOrder: readonly Path<RegisterFields>[] = [
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
  const alertId = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerRequestSchema),
    // docs/product.md §5: checked on blur and on submit; editing a field clears its error (see `field`).
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    // Focus goes to the first invalid field in screen order (see `submit`).
    shouldFocusError: false,
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
  });
  // docs/product.md §8: the server's message, or "Registration failed"; said beside the fields it concerns.
  const failure = registration.error;
  const alertText =
    failure && !fieldsSayItAll(failure, fieldOrder)
      ? message.error(failure, message.text('registration_failed'))
      : null;

  const field = (name: Path<RegisterFields>) =>
    register(name, { onChange: () => clearErrors(name) });
  const error = (name: keyof RegisterFields) => message.field(errors[name]?.message);
  const password = watch('password') ?? '';

  const submit = handleSubmit(
    async (values) => {
      try {
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
      } catch (refused) {
        const named = showServerFieldErrors(refused, fieldOrder, setError);
        if (named[0]) setFocus(named[0]);
      }
    },
    (invalid) => {
      const first = firstInvalidField(fieldOrder, invalid);
      if (first) setFocus(first);
    },
  );

  return (
    <GuardedForm
      className="auth-form"
      busy={isSubmitting}
      onSubmit={submit}
      describedBy={alertText ? alertId : undefined}
    >
      {alertText && (
        <FormAlert tone="error" id={alertId} takeFocus>
          <p>{alertText}</p>
        </FormAlert>
      )}
      <div className="auth-form__grid">
        <FormField
          id="register-full-name"
          label={t('fields.fullName')}
          optional
          error={error('full_name')}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={100}
              {...field('full_name')}
            />
          )}
        </FormField>
        <FormField id="register-email" label={t('fields.email')} error={error('email')}>
          {(control) => <input {...control} {...emailInputProps} {...field('email')} />}
        </FormField>
        <FormField
          id="register-username"
          label={t('fields.username')}
          hint={t('fields.usernameHint')}
          error={error('username')}
          className="auth-form__full"
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              {...field('username')}
            />
          )}
        </FormField>
        <NewPasswordFields
          meterClassName="auth-form__full"
          password={{
            id: 'register-password',
            label: t('fields.password'),
            error: error('password'),
            registration: field('password'),
          }}
          confirm={{
            id: 'register-confirm-password',
            label: t('fields.confirmPassword'),
            error: error('confirm_password'),
            registration: field('confirm_password'),
          }}
          value={password}
          checklistId={checklistId}
        />
        <FormField id="register-sector" label={t('fields.sector')} error={error('sector')}>
          {(control) => (
            <select {...control} defaultValue="" {...field('sector')}>
              <option value="" disabled>
                {t('fields.sectorPlaceholder')}
              </option>
              {sectors.map((sector) => (
                <option key={sector} value={sector}>
                  {t(`sectors.${sector}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="register-country" label={t('fields.country')} error={error('country')}>
          {(control) => (
            <select {...control} defaultValue="" {...field('country')}>
              <option value="" disabled>
                {t('fields.countryPlaceholder')}
              </option>
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
            </select>
          )}
        </FormField>
        <FormField
          id="register-company"
          label={t('fields.company')}
          optional
          error={error('company')}
          className="auth-form__full"
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="organization"
              maxLength={100}
              {...field('company')}
            />
          )}
        </FormField>
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
        busy={isSubmitting}
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
