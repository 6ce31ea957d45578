import { useId, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import {
  emailChangeRequestSchema,
  type EmailChangeRequest,
} from '@sinyal/contracts/account-security';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { emailInputProps } from '../../../components/ui/input-presets';
import { PasswordInput } from '../../../components/ui/password-input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { fieldsSayItAll, showServerFieldErrors } from '../../../lib/form-errors';
import { useMessageText } from '../../../lib/message-text';
import { useChangeEmailMutation } from '../api/change-email';

const fieldOrder: readonly Path<EmailChangeRequest>[] = ['new_email', 'password'];

/**
 * E-mail change (docs/architecture.md §11): the password again, then a link to the new address;
 * the change waits for it, and the current address is told, with a way to undo it.
 */
export function EmailChangeCard({ email }: { email: string | null }) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const change = useChangeEmailMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const alertId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(emailChangeRequestSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { new_email: '', password: '' },
  });

  const failure = change.error;
  const alertText =
    failure && !fieldsSayItAll(failure, fieldOrder)
      ? message.error(failure, message.text('invalid_input'))
      : null;

  const submit = handleSubmit(
    async (values) => {
      setSentTo(null);
      try {
        const newEmail = values.new_email.trim();
        await change.mutateAsync({ new_email: newEmail, password: values.password });
        setSentTo(newEmail);
        reset();
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

  const field = (name: Path<EmailChangeRequest>) =>
    register(name, { onChange: () => clearErrors(name) });

  return (
    <section className="card security-card" aria-labelledby="security-email">
      <h2 id="security-email" className="dashboard-card-title">
        {t('email.heading')}
      </h2>
      {email && <p>{t('email.current', { email })}</p>}
      <p className="field-hint">{t('email.intro')}</p>
      <GuardedForm
        className="security-form"
        busy={isSubmitting}
        onSubmit={submit}
        describedBy={alertText ? alertId : undefined}
      >
        {sentTo && (
          <FormAlert tone="success" takeFocus>
            <p>{t('email.sent', { email: sentTo })}</p>
          </FormAlert>
        )}
        {alertText && (
          <FormAlert tone="error" id={alertId} takeFocus>
            <p>{alertText}</p>
          </FormAlert>
        )}
        <div className="security-form__grid">
          <FormField
            id="email-change-new"
            label={t('email.newEmail')}
            error={message.field(errors.new_email?.message)}
          >
            {(control) => <input {...control} {...emailInputProps} {...field('new_email')} />}
          </FormField>
          <FormField
            id="email-change-password"
            label={t('email.password')}
            error={message.field(errors.password?.message)}
          >
            {(control) => (
              <PasswordInput {...control} autoComplete="current-password" {...field('password')} />
            )}
          </FormField>
        </div>
        <SubmitButton
          busy={isSubmitting}
          icon={Mail}
          label={t('email.submit')}
          busyLabel={t('email.submitting')}
        />
      </GuardedForm>
    </section>
  );
}
