import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { z } from 'zod';
import { compactCode, totpCodeSchema } from '@sinyal/contracts/account-security';
import { FormProblem } from '../../../components/ui/form-problem';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { InputField } from '../../../components/ui/input-field';
import { authenticatorCodeInputProps } from '../../../components/ui/input-presets';
import { Spinner } from '../../../components/ui/spinner';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useServerForm } from '../../../lib/use-server-form';
import { useEnableTwoFactorMutation } from '../api/enable-two-factor';
import { CopyField } from '../../../components/dashboard/copy-field';
import { SecuritySubmitRow } from '../../../components/dashboard/security-form-parts';
import type { TwoFactorStarted } from './two-factor-start-form';
import { qrImageQueryOptions } from '../lib/qr-image';

const enableSchema = z.object({ code: totpCodeSchema });

interface TwoFactorSetupProps extends TwoFactorStarted {
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/**
 * The QR code and its key as text, then the first code that turns two-factor sign-in on (sent
 * with the password typed a step before, which the server asks for again).
 */
export function TwoFactorSetup({
  secret,
  otpauthUrl,
  password,
  onEnabled,
  onCancel,
}: TwoFactorSetupProps) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const enable = useEnableTwoFactorMutation();
  const qr = useQuery(qrImageQueryOptions(otpauthUrl));
  const form = useServerForm({
    schema: enableSchema,
    defaultValues: { code: '' },
    fields: ['code'],
    checkOn: 'submit',
    send: async ({ code }) => {
      const answer = await enable.mutateAsync({ password, code: compactCode(code) });
      notify.success(message.text('two_factor_enabled'));
      onEnabled(answer.recovery_codes);
    },
    failure: enable.error,
    fallback: t('twoFactor.setup.failed'),
  });

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
      <CopyField
        id="two-factor-key"
        label={t('twoFactor.setup.manual')}
        value={secret}
        copyLabel={t('twoFactor.setup.copyKey')}
        inputClassName="security-mono"
      />
      <p>{t('twoFactor.setup.confirm')}</p>
      <GuardedForm className="security-form" {...form.formProps}>
        <FormProblem form={form} />
        <InputField
          id="two-factor-code"
          label={t('twoFactor.setup.codeLabel')}
          {...authenticatorCodeInputProps}
          {...form.input('code')}
        />
        <SecuritySubmitRow of="twoFactor.setup" busy={form.busy} onCancel={onCancel} />
      </GuardedForm>
    </div>
  );
}
