import { useTranslation } from '../../../i18n/react';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { resetPasswordRequestSchema } from '@sinyal/contracts/auth';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/message-text';
import { Link } from '../../../lib/router/router';
import { useServerForm } from '../../../lib/use-server-form';
import { useResetPasswordMutation } from '../api/reset-password';
import { AccountPanel, AccountPanelDone } from './account-panel';
import { FormProblem } from '../../../components/ui/form-problem';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';

/** The page a reset link opens: a new password with the registration rules (docs/product.md §5). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const reset = useResetPasswordMutation();
  const { form, input, busy, formProps, ...server } = useServerForm({
    schema: resetPasswordRequestSchema,
    defaultValues: { token, password: '', confirm_password: '' },
    fields: ['password', 'confirm_password'],
    send: (values) => reset.mutateAsync({ ...values, token }),
    failure: reset.error,
    fallback: t('failed'),
  });

  // The token is not a field the reader can fix: a bad one is said once, above the form, with
  // the way to a new link. A network or rate-limit problem just needs another try.
  const tokenCode = form.formState.errors.token?.message;
  const linkRefused =
    tokenCode !== undefined ||
    (reset.error instanceof ApiError && reset.error.code === 'invalid_link');
  const problem = tokenCode ? message.text(tokenCode) : server.problem;

  if (reset.isSuccess) {
    return (
      <AccountPanelDone
        icon={LockKeyhole}
        heading={t('reset.doneHeading')}
        intro={message.text('password_reset')}
        to={paths.login}
        label={t('reset.login')}
      />
    );
  }

  return (
    <AccountPanel icon={KeyRound} heading={t('reset.heading')} intro={t('reset.intro')}>
      <GuardedForm
        className="account-form"
        {...formProps}
        describedBy={problem ? server.alertId : undefined}
      >
        <FormProblem form={{ problem, alertId: server.alertId }}>
          {linkRefused && <Link to={paths.resetPassword}>{t('reset.newLink')}</Link>}
        </FormProblem>
        <NewPasswordFields
          idPrefix="reset"
          labels={[t('fields.newPassword'), t('fields.confirmPassword')]}
          inputs={[input('password'), input('confirm_password')]}
          value={form.watch('password') ?? ''}
        />
        <SubmitButton
          busy={busy}
          label={t('reset.submit')}
          busyLabel={t('reset.submitting')}
          block
        />
      </GuardedForm>
    </AccountPanel>
  );
}
