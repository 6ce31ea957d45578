import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { KeyRound, LockKeyhole, LogIn } from 'lucide-react';
import { resetPasswordRequestSchema } from '@sinyal/contracts/auth';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { fieldsSayItAll, showServerFieldErrors } from '../../../lib/form-errors';
import { useMessageText } from '../../../lib/message-text';
import { Link } from '../../../lib/router/router';
import { useResetPasswordMutation } from '../api/reset-password';
import { AccountPanel } from './account-panel';
import { FormAlert } from '../../../components/ui/form-alert';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';

const fields = ['password', 'confirm_password'] as const;
const checklistId = 'reset-password-checklist';

/** The page a reset link opens: a new password with the registration rules (docs/product.md §5). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const reset = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordRequestSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { token, password: '', confirm_password: '' },
  });
  const field = (name: (typeof fields)[number]) =>
    register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ ...values, token });
    } catch (error) {
      const [named] = showServerFieldErrors(error, fields, setError);
      if (named) setFocus(named);
    }
  });

  // The token is not a field the reader can fix: a bad one is said once, above the form, with
  // the way to a new link. A network or rate-limit problem just needs another try.
  const tokenCode = errors.token?.message;
  const linkRefused =
    tokenCode !== undefined ||
    (reset.error instanceof ApiError && reset.error.code === 'invalid_link');
  const problem = tokenCode
    ? message.text(tokenCode)
    : reset.isError && !fieldsSayItAll(reset.error, fields)
      ? message.error(reset.error, t('failed'))
      : null;

  if (reset.isSuccess) {
    return (
      <AccountPanel
        icon={LockKeyhole}
        heading={t('reset.doneHeading')}
        intro={message.text('password_reset')}
        focusHeading
      >
        <Link to={paths.login} className="button button--primary button--block">
          <LogIn size={18} aria-hidden="true" />
          {t('reset.login')}
        </Link>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel icon={KeyRound} heading={t('reset.heading')} intro={t('reset.intro')}>
      <GuardedForm className="account-form" busy={isSubmitting} onSubmit={submit}>
        {problem && (
          <FormAlert tone="error">
            <p>{problem}</p>
            {linkRefused && <Link to={paths.resetPassword}>{t('reset.newLink')}</Link>}
          </FormAlert>
        )}
        <NewPasswordFields
          password={{
            id: 'reset-password',
            label: t('fields.newPassword'),
            error: message.field(errors.password?.message),
            registration: field('password'),
          }}
          confirm={{
            id: 'reset-confirm-password',
            label: t('fields.confirmPassword'),
            error: message.field(errors.confirm_password?.message),
            registration: field('confirm_password'),
          }}
          value={watch('password') ?? ''}
          checklistId={checklistId}
        />
        <SubmitButton
          busy={isSubmitting}
          label={t('reset.submit')}
          busyLabel={t('reset.submitting')}
          block
        />
      </GuardedForm>
    </AccountPanel>
  );
}
