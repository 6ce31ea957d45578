import { useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Copy, ShieldCheck } from 'lucide-react';
import { compactCode, totpCodeSchema } from '@sinyal/contracts/account-security';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useEnableTwoFactorMutation } from '../api/enable-two-factor';
import { copyText } from '../lib/copy-text';
import { qrImageQueryOptions } from '../lib/qr-image';

const enableSchema = z.object({ code: totpCodeSchema });

interface TwoFactorSetupProps {
  secret: string;
  otpauthUrl: string;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The QR code and its key as text, then the first code that turns two-factor sign-in on. */
export function TwoFactorSetup({ secret, otpauthUrl, onEnabled, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const enable = useEnableTwoFactorMutation();
  const qr = useQuery(qrImageQueryOptions(otpauthUrl));
  const keyField = useRef<HTMLInputElement>(null);
  const alertId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(enableSchema), defaultValues: { code: '' } });

  const failure = enable.error;
  const fieldFailure = failure instanceof ApiError && failure.fieldCodes.code !== undefined;
  const alertText =
    failure && !fieldFailure ? message.error(failure, t('twoFactor.setup.failed')) : null;

  const submit = handleSubmit(
    async ({ code }) => {
      try {
        const answer = await enable.mutateAsync(compactCode(code));
        notify.success(message.text('two_factor_enabled'));
        onEnabled(answer.recovery_codes);
      } catch (error) {
        const code = error instanceof ApiError ? error.fieldCodes.code : undefined;
        if (code) {
          setError('code', { type: 'server', message: code });
          setFocus('code');
        }
      }
    },
    () => setFocus('code'),
  );

  const copyKey = () =>
    copyText(secret, keyField.current).then(
      () => notify.success(t('messages.copied')),
      () => notify.error(t('messages.copyFailed')),
    );

  return (
    <div className="security-setup">
      <h3 className="dashboard-subtitle">{t('twoFactor.setup.heading')}</h3>
      <p>{t('twoFactor.setup.scan')}</p>
      <div className="security-setup__qr">
        {qr.data ? (
          <img src={qr.data} alt={t('twoFactor.setup.qrAlt')} width={192} height={192} />
        ) : (
          <Spinner />
        )}
      </div>
      <div className="field">
        <label htmlFor="two-factor-key">{t('twoFactor.setup.manual')}</label>
        <div className="dashboard-token__row">
          <input
            ref={keyField}
            id="two-factor-key"
            type="text"
            readOnly
            value={secret}
            spellCheck={false}
            className="security-mono"
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="button button--ghost" onClick={copyKey}>
            <Copy size={18} aria-hidden="true" />
            {t('twoFactor.setup.copyKey')}
          </button>
        </div>
      </div>
      <p>{t('twoFactor.setup.confirm')}</p>
      <GuardedForm
        className="security-form"
        busy={isSubmitting}
        onSubmit={submit}
        describedBy={alertText ? alertId : undefined}
      >
        {alertText && (
          <FormAlert tone="error" id={alertId} takeFocus>
            <p>{alertText}</p>
          </FormAlert>
        )}
        <FormField
          id="two-factor-code"
          label={t('twoFactor.setup.codeLabel')}
          error={message.field(errors.code?.message)}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              {...register('code', { onChange: () => clearErrors('code') })}
            />
          )}
        </FormField>
        <div className="button-row">
          <SubmitButton
            busy={isSubmitting}
            icon={ShieldCheck}
            label={t('twoFactor.setup.submit')}
            busyLabel={t('twoFactor.setup.submitting')}
          />
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('twoFactor.setup.cancel')}
          </button>
        </div>
      </GuardedForm>
    </div>
  );
}
