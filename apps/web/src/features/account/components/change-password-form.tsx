import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { changePasswordRequestSchema } from '@sinyal/contracts/auth';
import { fieldsSayItAll, showServerFieldErrors } from '../../../lib/form-errors';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useChangePasswordMutation } from '../api/change-password';
import { PasswordInput } from '../../../components/ui/password-input';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { FormField } from '../../../components/ui/form-field';
import '../account.css';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';

const fields = ['current_password', 'new_password', 'confirm_password'] as const;
const checklistId = 'change-password-checklist';
const empty = { current_password: '', new_password: '', confirm_password: '' };

/** The Security tab's Change Password: this session stays logged in, the others are logged out. */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const change = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordRequestSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: empty,
  });
  const field = (name: (typeof fields)[number]) =>
    register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      notify.success(message.text('password_changed'));
      reset(empty);
      onChanged?.();
    } catch (error) {
      const [named] = showServerFieldErrors(error, fields, setError);
      if (named) setFocus(named);
      if (!fieldsSayItAll(error, fields)) notify.error(message.error(error, t('failed')));
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
        error={message.field(errors.current_password?.message)}
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
          error: message.field(errors.new_password?.message),
          registration: field('new_password'),
        }}
        confirm={{
          id: 'change-confirm-password',
          label: t('fields.confirmPassword'),
          error: message.field(errors.confirm_password?.message),
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
