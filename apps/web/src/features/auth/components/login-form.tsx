import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema, type LoginRequest } from '@sinyal/contracts/auth';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-client';
import { Link, useNavigate } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { login } from '../api/login';
import { useAuthMessage } from '../hooks/use-auth-message';
import { firstInvalidField } from '../hooks/first-invalid-field';
import { useReportFailure } from '../hooks/use-report-failure';
import { CheckboxField } from './checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { UnverifiedNotice } from './unverified-notice';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { usernameOrEmailInputProps } from '../../../components/ui/input-presets';

const fieldOrder: readonly Path<LoginRequest>[] = ['username_or_email', 'password'];

export function LoginForm() {
  const { t } = useTranslation('auth');
  const translate = useAuthMessage();
  const session = useSession();
  const navigate = useNavigate();
  // The login a refused-because-unverified attempt named, for the resend button.
  const [unverified, setUnverified] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    // Spec §5: checked on blur and on submit; editing a field clears its error (see `field`).
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    // Focus goes to the first invalid field in screen order (see `submit`).
    shouldFocusError: false,
    defaultValues: { username_or_email: '', password: '', remember_me: false },
  });
  const reportFailure = useReportFailure({
    fields: fieldOrder,
    setError,
    setFocus,
    fallback: 'loginFailed',
  });

  const field = (name: Path<LoginRequest>) => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(
    async (values) => {
      const rememberMe = values.remember_me ?? false;
      setUnverified(null);
      try {
        const answer = await login({
          username_or_email: values.username_or_email,
          password: values.password,
          remember_me: rememberMe,
        });
        session.login(answer.access_token, null, rememberMe);
        notify.success(t('messages.loginSuccess'));
        navigate(paths.dashboard);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'email_not_verified') {
          setUnverified(values.username_or_email.trim());
        }
        reportFailure(error);
      }
    },
    (invalid) => {
      const first = firstInvalidField(fieldOrder, invalid);
      if (first) setFocus(first);
    },
  );

  return (
    <GuardedForm className="auth-form" busy={isSubmitting} onSubmit={submit}>
      {unverified && <UnverifiedNotice usernameOrEmail={unverified} />}
      <FormField
        id="login-username"
        label={t('fields.usernameOrEmail')}
        error={translate(errors.username_or_email?.message)}
      >
        {(control) => (
          <input {...control} {...usernameOrEmailInputProps} {...field('username_or_email')} />
        )}
      </FormField>
      <FormField
        id="login-password"
        label={t('fields.password')}
        error={translate(errors.password?.message)}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...field('password')} />
        )}
      </FormField>
      <div className="auth-form__row">
        <CheckboxField
          id="login-remember"
          label={t('login.rememberMe')}
          registration={register('remember_me')}
        />
        <Link to={paths.resetPassword} className="auth-link">
          {t('login.forgotPassword')}
        </Link>
      </div>
      <SubmitButton
        busy={isSubmitting}
        label={t('login.submit')}
        busyLabel={t('login.submitting')}
        block
      />
    </GuardedForm>
  );
}
