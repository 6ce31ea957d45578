import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { KeyRound, ShieldCheck } from 'lucide-react';
import {
  compactCode,
  recoveryCodeSchema,
  totpCodeSchema,
} from '@sinyal/contracts/account-security';
import type { LoginResponse } from '@sinyal/contracts/auth';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/message-text';
import { useLoginSecondStepMutation } from '../api/login-second-step';
import { useSecondsLeft } from '../hooks/use-seconds-left';

type Mode = 'code' | 'recovery';

const schemas = {
  code: z.object({ answer: totpCodeSchema }),
  recovery: z.object({ answer: recoveryCodeSchema }),
};

interface SecondStepFormProps {
  mfaToken: string;
  /** The session token, once the code passed. */
  onSignedIn: (answer: LoginResponse) => void;
  /** Back to the password step (the step's token has expired, or the reader asks). */
  onRestart: () => void;
}

/**
 * The second step of a login with two-factor sign-in (docs/architecture.md §11): a code from the
 * authenticator app, or one of the recovery codes. No session exists until it passes.
 */
export function SecondStepForm({ mfaToken, onSignedIn, onRestart }: SecondStepFormProps) {
  const { t } = useTranslation('auth');
  const message = useMessageText();
  const [mode, setMode] = useState<Mode>('code');
  const second = useLoginSecondStepMutation();
  const alertId = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schemas[mode]),
    mode: 'onSubmit',
    defaultValues: { answer: '' },
  });

  const failure = second.error instanceof ApiError ? second.error : null;
  const lockSeconds = failure?.status === 429 ? failure.retryAfterSeconds : null;
  const secondsLeft = useSecondsLeft(
    lockSeconds === null ? null : second.submittedAt + lockSeconds * 1000,
  );
  const locked = secondsLeft > 0;
  const expired = failure?.code === 'mfa_token_invalid';

  let alertText: string | null = null;
  if (lockSeconds !== null) {
    if (locked) alertText = message.text('rate_limited', { retry_after_s: secondsLeft });
  } else if (expired) {
    alertText = message.text('mfa_token_invalid');
  } else if (second.error && !(failure && Object.keys(failure.fieldCodes).length > 0)) {
    alertText = message.error(second.error, message.text('login_failed'));
  }

  const switchMode = () => {
    const next: Mode = mode === 'code' ? 'recovery' : 'code';
    setMode(next);
    second.reset();
    reset({ answer: '' });
    requestAnimationFrame(() => setFocus('answer'));
  };

  const submit = handleSubmit(
    async ({ answer }) => {
      try {
        const body =
          mode === 'code'
            ? { mfa_token: mfaToken, code: compactCode(answer) }
            : { mfa_token: mfaToken, recovery_code: answer.trim() };
        onSignedIn(await second.mutateAsync(body));
      } catch (error) {
        if (error instanceof ApiError) {
          const code = error.fieldCodes.code ?? error.fieldCodes.recovery_code;
          if (code) {
            setError('answer', { type: 'server', message: code });
            setFocus('answer');
          }
        }
      }
    },
    () => setFocus('answer'),
  );

  const Icon = mode === 'code' ? ShieldCheck : KeyRound;

  return (
    <GuardedForm
      className="auth-form"
      busy={isSubmitting || locked}
      onSubmit={submit}
      describedBy={alertText ? alertId : undefined}
    >
      <div className="auth-second-step__intro">
        <Icon size={28} aria-hidden="true" />
        <div>
          <h2 className="auth-second-step__title">{t('secondStep.heading')}</h2>
          <p>{mode === 'code' ? t('secondStep.codeIntro') : t('secondStep.recoveryIntro')}</p>
        </div>
      </div>
      {alertText && (
        <FormAlert tone="error" id={alertId} takeFocus>
          <p aria-live="off">{alertText}</p>
          {expired && (
            <button type="button" className="button button--ghost" onClick={onRestart}>
              {t('secondStep.restart')}
            </button>
          )}
        </FormAlert>
      )}
      <FormField
        key={mode}
        id="login-second-step"
        label={mode === 'code' ? t('secondStep.codeLabel') : t('secondStep.recoveryLabel')}
        hint={mode === 'code' ? t('secondStep.codeHint') : t('secondStep.recoveryHint')}
        error={message.field(errors.answer?.message)}
      >
        {(control) =>
          mode === 'code' ? (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              autoFocus
              {...register('answer', { onChange: () => clearErrors('answer') })}
            />
          ) : (
            <input
              {...control}
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={24}
              autoFocus
              {...register('answer', { onChange: () => clearErrors('answer') })}
            />
          )
        }
      </FormField>
      <SubmitButton
        busy={isSubmitting}
        disabled={locked}
        label={t('secondStep.submit')}
        busyLabel={t('secondStep.submitting')}
        block
      />
      <div className="auth-form__row auth-second-step__links">
        <button type="button" className="auth-text-button" onClick={switchMode}>
          {mode === 'code' ? t('secondStep.useRecovery') : t('secondStep.useCode')}
        </button>
        <button type="button" className="auth-text-button" onClick={onRestart}>
          {t('secondStep.back')}
        </button>
      </div>
    </GuardedForm>
  );
}
