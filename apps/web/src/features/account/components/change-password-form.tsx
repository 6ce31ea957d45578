import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { changePasswordRequestSchema } from '@sinyal/contracts/auth';
import { notify } from '../../../lib/notify';
import { useAuthorizedRequest } from '../../../lib/use-api';
import { changePassword } from '../api/change-password';
import { useAccountMessage } from '../hooks/use-account-message';
import { useServerFailure } from '../hooks/use-server-failure';
import { PasswordInput } from '../../../components/ui/password-input';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { FormField } from '../../../components/ui/form-field';
import '../account.css';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';

const fields = ['current_password', 'new_password', 'confirm_password'] as const;
const checklistId = 'change-password-checklist';
const empty = { current_password: '', new_password: '', confirm_password: '' };

/** The Security tab's Change Password: this session stays signed in, the others are signed out. */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation('account');
  const { translate } = useAccountMessage();
  const request = useAuthorizedRequest();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordRequestSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: empty,
  });
  const serverFailure = useServerFailure(fields, setError);
  const field = (name: (typeof fields)[number]) =>
    register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (values) => {
    try {
      const detail = await changePassword(request, values);
      notify.success(translate(detail) ?? detail);
      reset(empty);
      onChanged?.();
    } catch (error) {
      const problem = serverFailure(error);
      if (problem) notify.error(problem);
    }
  });

  return (
    <GuardedForm
      className="account-form account-form--inline"
      busy={isSubmitting}
      onSubmit={submit}
    >
      <p className="field-hint">{t('change.intro')}</p>
      <FormField
        id="change-current-password"
        label={t('fields.currentPassword')}
        error={translate(errors.current_password?.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            {...field('current_password')}
          />
        )}
      </FormField>
      <NewPasswordFields
        paired
        password={{
          id: 'change-new-password',
          label: t('fields.newPassword'),
          error: translate(errors.new_password?.message),
          registration: field('new_password'),
        }}
        confirm={{
          id: 'change-confirm-password',
          label: t('fields.confirmPassword'),
          error: translate(errors.confirm_password?.message),
          registration: field('confirm_password'),
        }}
        value={watch('new_password') ?? ''}
        checklistId={checklistId}
      />
      <SubmitButton
        busy={isSubmitting}
        label={t('change.submit')}
        busyLabel={t('change.submitting')}
      />
    </GuardedForm>
  );
}
