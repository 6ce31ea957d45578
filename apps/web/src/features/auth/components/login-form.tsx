import { useId, useState, type ReactNode } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema, type LoginRequest, type LoginResponse } from '@sinyal/contracts/auth';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { fieldsSayItAll, showServerFieldErrors } from '../../../lib/form-errors';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { Link, useNavigate } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { useLoginMutation } from '../api/login';
import { firstInvalidField } from '../hooks/first-invalid-field';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { CheckboxField } from './checkbox-field';
import { SecondStepForm } from './second-step-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { usernameOrEmailInputProps } from '../../../components/ui/input-presets';

const fieldOrder: readonly Path<LoginRequest>[] = ['username_or_email', 'password'];

interface LoginFormProps {
  /** What to offer after a login refused for an unverified e-mail (the account feature's resend). */
  renderUnverified?: (usernameOrEmail: string) => ReactNode;
  /** Where a successful login leads (a route of the site); the dashboard when unset. */
  afterLogin?: string;
}

/**
 * docs/product.md §2 Login. A refused login is said on the form, in an alert the form is described by (the
 * server's message, or "Login failed"); while the server refuses more attempts the alert says how
 * long, counting down, and Log in stays disabled.
 */
export function LoginForm({ renderUnverified, afterLogin = paths.dashboard }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const message = useMessageText();
  const session = useSession();
  const navigate = useNavigate();
  const login = useLoginMutation();
  const alertId = useId();
  // With two-factor sign-in on, the password step answers a token for the code step instead.
  const [secondStep, setSecondStep] = useState<{ mfaToken: string; remember: boolean } | null>(
    null,
  );
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    // docs/product.md §5: checked on blur and on submit; editing a field clears its error (see `field`).
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    // Focus goes to the first invalid field in screen order (see `submit`).
    shouldFocusError: false,
    defaultValues: { username_or_email: '', password: '', remember_me: false },
  });

  const failure = login.error;
  const refused = failure instanceof ApiError ? failure : null;
  const lockSeconds = refused?.status === 429 ? refused.retryAfterSeconds : null;
  const secondsLeft = useSecondsLeft(
    lockSeconds === null ? null : login.submittedAt + lockSeconds * 1000,
  );
  const locked = secondsLeft > 0;
  const unverified =
    refused?.code === 'email_not_verified' && login.variables
      ? login.variables.username_or_email.trim()
      : null;

  let alertText: string | null = null;
  if (lockSeconds !== null) {
    // Once the wait is over the form is usable again and there is nothing left to say.
    if (locked) alertText = message.text('rate_limited', { retry_after_s: secondsLeft });
  } else if (failure && !unverified && !fieldsSayItAll(failure, fieldOrder)) {
    alertText = message.error(failure, message.text('login_failed'));
  }

  const field = (name: Path<LoginRequest>) => register(name, { onChange: () => clearErrors(name) });

  const signedIn = (answer: LoginResponse, rememberMe: boolean) => {
    session.login(answer.access_token, null, rememberMe);
    notify.success(message.text('login_success'));
    navigate(afterLogin);
  };

  const submit = handleSubmit(
    async (values) => {
      const rememberMe = values.remember_me ?? false;
      try {
        const answer = await login.mutateAsync({
          username_or_email: values.username_or_email,
          password: values.password,
          remember_me: rememberMe,
        });
        if ('mfa_required' in answer) {
          setSecondStep({ mfaToken: answer.mfa_token, remember: rememberMe });
        } else {
          signedIn(answer, rememberMe);
        }
      } catch (error) {
        const named = showServerFieldErrors(error, fieldOrder, setError);
        if (named[0]) setFocus(named[0]);
      }
    },
    (invalid) => {
      const first = firstInvalidField(fieldOrder, invalid);
      if (first) setFocus(first);
    },
  );

  if (secondStep) {
    return (
      <SecondStepForm
        mfaToken={secondStep.mfaToken}
        onSignedIn={(answer) => signedIn(answer, secondStep.remember)}
        onRestart={() => {
          setSecondStep(null);
          login.reset();
        }}
      />
    );
  }

  return (
    <GuardedForm
      className="auth-form"
      busy={isSubmitting || locked}
      onSubmit={submit}
      describedBy={alertText ? alertId : undefined}
    >
      {unverified && renderUnverified?.(unverified)}
      {alertText && (
        <FormAlert tone="error" id={alertId} takeFocus>
          {/* Announced when the alert appears; the countdown then changes without re-announcing. */}
          <p aria-live="off">{alertText}</p>
        </FormAlert>
      )}
      <FormField
        id="login-username"
        label={t('fields.usernameOrEmail')}
        error={message.field(errors.username_or_email?.message)}
      >
        {(control) => (
          <input {...control} {...usernameOrEmailInputProps} {...field('username_or_email')} />
        )}
      </FormField>
      <FormField
        id="login-password"
        label={t('fields.password')}
        error={message.field(errors.password?.message)}
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
        disabled={locked}
        describedBy={locked ? alertId : undefined}
        label={t('login.submit')}
        busyLabel={t('login.submitting')}
        block
      />
    </GuardedForm>
  );
}
