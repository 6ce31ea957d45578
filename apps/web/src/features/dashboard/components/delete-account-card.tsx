import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import {
  deleteAccountRequestSchema,
  type DeleteAccountRequest,
} from '@sinyal/contracts/account-security';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { PasswordInput } from '../../../components/ui/password-input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { fieldsSayItAll, showServerFieldErrors } from '../../../lib/form-errors';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useNavigate } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { useDeleteAccountMutation } from '../api/delete-account';
import { twoFactorQueryOptions } from '../api/get-two-factor';

const fieldOrder: readonly Path<DeleteAccountRequest>[] = ['password', 'code'];

/** "Delete account": the password (and a code with 2FA), then the account is gone and so is this session. */
export function DeleteAccountCard() {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const session = useSession();
  const navigate = useNavigate();
  const twoFactor = useQuery(twoFactorQueryOptions(session.token));
  const remove = useDeleteAccountMutation();
  const [open, setOpen] = useState(false);
  const alertId = useId();
  const needsCode = twoFactor.data?.enabled ?? false;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: '', code: undefined },
  });

  const failure = remove.error;
  const alertText =
    failure && !fieldsSayItAll(failure, fieldOrder)
      ? message.error(failure, message.text('invalid_input'))
      : null;

  const submit = handleSubmit(
    async (values) => {
      try {
        await remove.mutateAsync({
          password: values.password,
          ...(needsCode && values.code ? { code: values.code.trim() } : {}),
        });
        // The account is gone, and with it this session: forget it here too.
        session.expire();
        notify.success(t('privacy.delete.done'));
        navigate(paths.home);
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
    <section className="card security-card security-card--danger" aria-labelledby="privacy-delete">
      <h2 id="privacy-delete" className="dashboard-card-title">
        {t('privacy.delete.heading')}
      </h2>
      <p className="field-hint">{t('privacy.delete.text')}</p>
      {open ? (
        <GuardedForm
          className="security-form"
          busy={isSubmitting}
          onSubmit={submit}
          describedBy={alertText ? alertId : undefined}
        >
          <h3 className="dashboard-subtitle">{t('privacy.delete.confirmHeading')}</h3>
          {alertText && (
            <FormAlert tone="error" id={alertId} takeFocus>
              <p>{alertText}</p>
            </FormAlert>
          )}
          <FormField
            id="delete-account-password"
            label={t('privacy.delete.password')}
            error={message.field(errors.password?.message)}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                autoFocus
                {...register('password', { onChange: () => clearErrors('password') })}
              />
            )}
          </FormField>
          {needsCode && (
            <FormField
              id="delete-account-code"
              label={t('privacy.delete.code')}
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
          )}
          <div className="button-row">
            <SubmitButton
              busy={isSubmitting}
              icon={Trash2}
              label={t('privacy.delete.submit')}
              busyLabel={t('privacy.delete.submitting')}
            />
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
              {t('privacy.delete.cancel')}
            </button>
          </div>
        </GuardedForm>
      ) : (
        <button
          type="button"
          className="button button--ghost security-danger"
          onClick={() => setOpen(true)}
        >
          <Trash2 size={18} aria-hidden="true" />
          {t('privacy.delete.button')}
        </button>
      )}
    </section>
  );
}
