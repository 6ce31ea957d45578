import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { z } from 'zod';
import { KeyRound, ShieldCheck } from 'lucide-react';
import {
  compactCode,
  recoveryCodeSchema,
  totpCodeSchema,
} from '@sinyal/contracts/account-security';
import type { LoginResponse } from '@sinyal/contracts/auth';
import { FormProblem } from '../../../components/ui/form-problem';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { InputField } from '../../../components/ui/input-field';
import {
  authenticatorCodeInputProps,
  recoveryCodeInputProps,
} from '../../../components/ui/input-presets';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/message-text';
import { useServerForm } from '../../../lib/use-server-form';
import { useLoginSecondStepMutation } from '../api/login-second-step';
import { useAttemptLock } from '../hooks/use-attempt-lock';

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
  const failure = second.error instanceof ApiError ? second.error : null;
  const lock = useAttemptLock(second);
  const expired = failure?.code === 'mfa_token_invalid';

  let alertText: string | null = null;
  if (lock.waiting) {
    alertText = lock.text;
  } else if (expired) {
    alertText = message.text('mfa_token_invalid');
  } else if (second.error && !(failure && Object.keys(failure.fieldCodes).length > 0)) {
    alertText = message.error(second.error, message.text('login_failed'));
  }

  const form = useServerForm({
    schema: schemas[mode],
    defaultValues: { answer: '' },
    fields: ['answer'],
    // The server names the answer after what it is.
    serverNames: { answer: ['code', 'recovery_code'] },
    checkOn: 'submit',
    send: async ({ answer }) => {
      const body =
        mode === 'code'
          ? { mfa_token: mfaToken, code: compactCode(answer) }
          : { mfa_token: mfaToken, recovery_code: answer.trim() };
      onSignedIn(await second.mutateAsync(body));
    },
    problem: alertText,
  });

  const switchMode = () => {
    const next: Mode = mode === 'code' ? 'recovery' : 'code';
    setMode(next);
    second.reset();
    form.form.reset({ answer: '' });
    requestAnimationFrame(() => form.form.setFocus('answer'));
  };

  const Icon = mode === 'code' ? ShieldCheck : KeyRound;

  return (
    <GuardedForm className="auth-form" {...form.formProps} busy={form.busy || lock.locked}>
      <div className="auth-second-step__intro">
        <Icon size={28} aria-hidden="true" />
        <div>
          <h2 className="auth-second-step__title">{t('secondStep.heading')}</h2>
          <p>{mode === 'code' ? t('secondStep.codeIntro') : t('secondStep.recoveryIntro')}</p>
        </div>
      </div>
      <FormProblem form={form} quiet>
        {expired && (
          <button type="button" className="button button--ghost" onClick={onRestart}>
            {t('secondStep.restart')}
          </button>
        )}
      </FormProblem>
      <InputField
        key={mode}
        id="login-second-step"
        label={mode === 'code' ? t('secondStep.codeLabel') : t('secondStep.recoveryLabel')}
        hint={mode === 'code' ? t('secondStep.codeHint') : t('secondStep.recoveryHint')}
        {...(mode === 'code' ? authenticatorCodeInputProps : recoveryCodeInputProps)}
        autoFocus
        {...form.input('answer')}
      />
      <SubmitButton
        busy={form.busy}
        disabled={lock.locked}
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
