import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { KeyRound, LockKeyhole, LogIn } from 'lucide-react';
import { resetPasswordRequestSchema } from '@sinyal/contracts/auth';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { Link } from '../../../lib/router/router';
import { resetPassword } from '../api/reset-password';
import { useAccountMessage } from '../hooks/use-account-message';
import { useServerFailure } from '../hooks/use-server-failure';
import { AccountPanel } from './account-panel';
import { FormAlert } from '../../../components/ui/form-alert';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';

const fields = ['password', 'confirm_password'] as const;
const checklistId = 'reset-password-checklist';

/** The page a reset link opens: a new password with the registration rules (spec §5). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const { translate } = useAccountMessage();
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Only a refused link needs a new one; a network or rate-limit problem just needs another try.
  const [linkRefused, setLinkRefused] = useState(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordRequestSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { token, password: '', confirm_password: '' },
  });
  const serverFailure = useServerFailure(fields, setError);
  const field = (name: (typeof fields)[number]) =>
    register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        setDone(await resetPassword({ ...values, token }));
      } catch (error) {
        setLinkRefused(error instanceof ApiError && error.code === 'invalid_token');
        setProblem(serverFailure(error));
      }
    },
    // The token is not a field the reader can fix: a bad one is said once, above the form.
    (invalid) => {
      setLinkRefused(Boolean(invalid.token));
      setProblem(translate(invalid.token?.message) ?? null);
    },
  );

  if (done !== null) {
    return (
      <AccountPanel
        icon={LockKeyhole}
        heading={t('reset.doneHeading')}
        intro={translate(done)}
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
            error: translate(errors.password?.message),
            registration: field('password'),
          }}
          confirm={{
            id: 'reset-confirm-password',
            label: t('fields.confirmPassword'),
            error: translate(errors.confirm_password?.message),
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
