import { useMemo, type ComponentProps, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans, useTranslation } from '../../i18n/react';
import { sectors } from '@sinyal/contracts/auth';
import { paths } from '../../config/paths';
import { countryOptions } from '../../lib/country-names';
import { Link } from '../../lib/router/router';
import type { BoundInput } from '../../lib/use-server-form';
import { FormProblem } from '../ui/form-problem';
import { GuardedForm } from '../ui/guarded-form';
import { InputField, SelectField } from '../ui/input-field';
import { SubmitButton } from '../ui/submit-button';
import { CheckboxField } from './checkbox-field';

// The registration fields asked both by the register form and when a provider's new person finishes
// signing up (docs/architecture.md §16), so the two ask them in the same words and the same order.

type RegistrationFieldName =
  | 'full_name'
  | 'username'
  | 'sector'
  | 'country'
  | 'company'
  | 'newsletter_subscribed'
  | 'agreed_to_terms';

interface RegistrationFieldsProps {
  /** Starts every field's id (`register` gives `register-sector`), so both forms keep their own. */
  idPrefix: string;
}

interface ProfileFieldsProps extends RegistrationFieldsProps {
  input: (name: RegistrationFieldName) => BoundInput;
}

interface NameFieldProps extends RegistrationFieldsProps {
  input: (name: RegistrationFieldName) => BoundInput;
  /** The username takes the grid's whole width unless a field sits beside it. */
  full?: boolean;
}

/** The full name, which may be left out: a cell of the form's `auth-form__grid`. */
export function RegistrationFullNameField({ idPrefix, input }: NameFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <InputField
      id={`${idPrefix}-full-name`}
      label={t('fields.fullName')}
      optional
      type="text"
      autoComplete="name"
      maxLength={100}
      {...input('full_name')}
    />
  );
}

/** The username, as typed (no capital or spelling help): a cell of the form's `auth-form__grid`. */
export function RegistrationUsernameField({ idPrefix, input, full = false }: NameFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <InputField
      id={`${idPrefix}-username`}
      label={t('fields.username')}
      hint={t('fields.usernameHint')}
      className={full ? 'auth-form__full' : undefined}
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={64}
      {...input('username')}
    />
  );
}

/** What the shell needs of the form's `useServerForm`. */
interface RegistrationFormBinding {
  busy: boolean;
  problem: string | null;
  alertId: string;
  formProps: Omit<ComponentProps<typeof GuardedForm>, 'className' | 'children'>;
  field: (name: RegistrationFieldName) => UseFormRegisterReturn;
  error: (name: RegistrationFieldName) => string | undefined;
  input: (name: RegistrationFieldName) => BoundInput;
}

interface RegistrationFormShellProps extends RegistrationFieldsProps {
  form: RegistrationFormBinding;
  submit: { label: string; busyLabel: string };
  /** The fields that differ between the two forms, first in the grid. */
  children: ReactNode;
}

/**
 * Both registration forms: their own fields first, then sector, country and company, the consent
 * boxes and the submit button.
 */
export function RegistrationFormShell({
  idPrefix,
  form,
  submit,
  children,
}: RegistrationFormShellProps) {
  return (
    <GuardedForm className="auth-form" {...form.formProps}>
      <FormProblem form={form} />
      <div className="auth-form__grid">
        {children}
        <RegistrationProfileFields idPrefix={idPrefix} input={form.input} />
      </div>
      <RegistrationConsentFields
        idPrefix={idPrefix}
        field={form.field}
        error={form.error}
        submit={{ busy: form.busy, ...submit }}
      />
    </GuardedForm>
  );
}

/** Sector, country and company: cells of the form's `auth-form__grid`. */
function RegistrationProfileFields({ idPrefix, input }: ProfileFieldsProps) {
  const { t, i18n } = useTranslation('auth');
  // Every country, named in the page's language: the specification's eight first.
  const countryChoices = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <>
      <SelectField
        id={`${idPrefix}-sector`}
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
        id={`${idPrefix}-country`}
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
        id={`${idPrefix}-company`}
        label={t('fields.company')}
        optional
        className="auth-form__full"
        type="text"
        autoComplete="organization"
        maxLength={100}
        {...input('company')}
      />
    </>
  );
}

interface ConsentFieldsProps extends RegistrationFieldsProps {
  field: (name: RegistrationFieldName) => UseFormRegisterReturn;
  error: (name: RegistrationFieldName) => string | undefined;
  /** The submit button's state and words, which differ between the two forms. */
  submit: { busy: boolean; label: string; busyLabel: string };
}

/** The newsletter box, the terms box (which must be ticked) and the submit button: below the grid. */
function RegistrationConsentFields({ idPrefix, field, error, submit }: ConsentFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <CheckboxField
        id={`${idPrefix}-newsletter`}
        label={t('register.newsletter')}
        registration={field('newsletter_subscribed')}
      />
      <CheckboxField
        id={`${idPrefix}-terms`}
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
      <SubmitButton {...submit} block />
    </>
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
