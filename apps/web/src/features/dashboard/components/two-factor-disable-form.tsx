import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ShieldOff } from 'lucide-react';
import {
  twoFactorDisableRequestSchema,
  type TwoFactorDisableRequest,
} from '@sinyal/contracts/account-security';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { PasswordInput } from '../../../components/ui/password-input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { fieldsSayItAll, showServerFieldErrors } from '../../../lib/form-errors';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useDisableTwoFactorMutation } from '../api/disable-two-factor';

const fieldOrder: readonly Path<TwoFactorDisableRequest>[] = ['password', 'code'];

/** Turning two-factor sign-in off: the password and a code (or a recovery code). */
export function TwoFactorDisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const disable = useDisableTwoFactorMutation();
  const alertId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(twoFactorDisableRequestSchema),
    defaultValues: { password: '', code: '' },
  });

  const failure = disable.error;
  const alertText =
    failure && !fieldsSayItAll(failure, fieldOrder)
      ? message.error(failure, t('twoFactor.setup.failed'))
      : null;

  const submit = handleSubmit(
    async (values) => {
      try {
        await disable.mutateAsync({ password: values.password, code: values.code.trim() });
        notify.success(message.text('two_factor_disabled'));
        onDone();
      } catch (error) {
        const named = showServerFieldErrors(error, fieldOrder, setError);
        if (named[0]) setFocus(named[0]);
      }
    },
    (invalid) => {
      const first = fieldOrder.find((name) => invalid[name]);
      if (first) setFocus(first);
    },
  );

  return (
    <GuardedForm
      className="security-form"
      busy={isSubmitting}
      onSubmit={submit}
      describedBy={alertText ? alertId : undefined}
    >
      <h3 className="dashboard-subtitle">{t('twoFactor.disable.heading')}</h3>
      <p className="field-hint">{t('twoFactor.disable.text')}</p>
      {alertText && (
        <FormAlert tone="error" id={alertId} takeFocus>
          <p>{alertText}</p>
        </FormAlert>
      )}
      <FormField
        id="two-factor-disable-password"
        label={t('twoFactor.disable.password')}
        error={message.field(errors.password?.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            {...register('password', { onChange: () => clearErrors('password') })}
          />
        )}
      </FormField>
      <FormField
        id="two-factor-disable-code"
        label={t('twoFactor.disable.code')}
        error={message.field(errors.code?.message)}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={24}
            {...register('code', { onChange: () => clearErrors('code') })}
          />
        )}
      </FormField>
      <div className="button-row">
        <SubmitButton
          busy={isSubmitting}
          icon={ShieldOff}
          label={t('twoFactor.disable.submit')}
          busyLabel={t('twoFactor.disable.submitting')}
        />
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('twoFactor.disable.cancel')}
        </button>
      </div>
    </GuardedForm>
  );
}
