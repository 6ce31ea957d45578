import { useState, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react';
import type { LoginAnswer } from '@sinyal/contracts/account-security';
import { loginRequestSchema, type LoginRequest, type LoginResponse } from '@sinyal/contracts/auth';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { fieldsSayItAll } from '../../../lib/form-errors';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { Link, useNavigate } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { useServerForm } from '../../../lib/use-server-form';
import { useLoginMutation } from '../api/login';
import { useAttemptLock } from '../hooks/use-attempt-lock';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { SecondStepForm } from './second-step-form';
import { FormProblem } from '../../../components/ui/form-problem';
import { InputField, PasswordField } from '../../../components/ui/input-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { usernameOrEmailInputProps } from '../../../components/ui/input-presets';

const fields: readonly Path<LoginRequest>[] = ['username_or_email', 'password'];

interface LoginFormProps {
  /** What to offer after a login refused for an unverified e-mail (the account feature's resend). */
  renderUnverified?: (usernameOrEmail: string) => ReactNode;
  /** Where a successful login leads (a route of the site); the dashboard when unset. */
  afterLogin?: string;
  /**
   * Other ways to sign in, under the password step only: once the password is right, the second
   * step finishes this sign-in and offers no other. A function is given `finish`, for a way (a
   * passkey) whose answer this form completes: a session, or the second step.
   */
  alternatives?: ReactNode | ((finish: (answer: LoginAnswer) => void) => ReactNode);
}

/**
 * docs/product.md §2 Login. A refused login is said on the form, in an alert the form is described by (the
 * server's message, or "Login failed"); while the server refuses more attempts the alert says how
 * long, counting down, and Log in stays disabled.
 */
export function LoginForm({
  renderUnverified,
  afterLogin = paths.dashboard,
  alternatives,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const message = useMessageText();
  const session = useSession();
  const navigate = useNavigate();
  const login = useLoginMutation();
  // With two-factor sign-in on, the password step answers a token for the code step instead.
  const [secondStep, setSecondStep] = useState<{ mfaToken: string; remember: boolean } | null>(
    null,
  );
  const failure = login.error;
  const lock = useAttemptLock(login);
  const unverified =
    failure instanceof ApiError && failure.code === 'email_not_verified' && login.variables
      ? login.variables.username_or_email.trim()
      : null;

  // The organization of the address wants its own sign-in: the way there, beside the message.
  const ssoStart =
    failure instanceof ApiError && failure.code === 'sso_required'
      ? failure.params.start_url
      : undefined;

  let alertText: string | null = null;
  if (lock.waiting) {
    // Once the wait is over the form is usable again and there is nothing left to say.
    alertText = lock.text;
  } else if (failure && !unverified && !fieldsSayItAll(failure, fields)) {
    alertText = message.error(failure, message.text('login_failed'));
  }

  const signedIn = (answer: LoginResponse, rememberMe: boolean) => {
    session.login(answer.access_token, null, rememberMe);
    notify.success(message.text('login_success'));
    navigate(afterLogin);
  };

  const finish = (answer: LoginAnswer) => {
    if ('mfa_required' in answer) setSecondStep({ mfaToken: answer.mfa_token, remember: false });
    else signedIn(answer, false);
  };

  const form = useServerForm({
    schema: loginRequestSchema,
    defaultValues: { username_or_email: '', password: '', remember_me: false },
    fields,
    send: async (values) => {
      const rememberMe = values.remember_me ?? false;
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
    },
    problem: alertText,
  });
  const { input, busy } = form;

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
    <>
      <GuardedForm className="auth-form" {...form.formProps} busy={busy || lock.locked}>
        {unverified && renderUnverified?.(unverified)}
        {/* Announced when the alert appears; the countdown then changes without re-announcing. */}
        <FormProblem form={form} quiet />
        <InputField
          id="login-username"
          label={t('fields.usernameOrEmail')}
          {...usernameOrEmailInputProps}
          // The browser offers the site's passkeys here too (passkey autofill).
          autoComplete="username webauthn"
          {...input('username_or_email')}
        />
        <PasswordField
          id="login-password"
          label={t('fields.password')}
          autoComplete="current-password"
          {...input('password')}
        />
        <div className="auth-form__row">
          <CheckboxField
            id="login-remember"
            label={t('login.rememberMe')}
            registration={form.form.register('remember_me')}
          />
          <Link to={paths.resetPassword} className="auth-link">
            {t('login.forgotPassword')}
          </Link>
        </div>
        {typeof ssoStart === 'string' && (
          <a className="button button--ghost" href={ssoStart}>
            {t('sso.continue')}
          </a>
        )}
        <SubmitButton
          busy={busy}
          disabled={lock.locked}
          describedBy={lock.locked ? form.alertId : undefined}
          label={t('login.submit')}
          busyLabel={t('login.submitting')}
          block
        />
      </GuardedForm>
      {typeof alternatives === 'function' ? alternatives(finish) : alternatives}
    </>
  );
}
