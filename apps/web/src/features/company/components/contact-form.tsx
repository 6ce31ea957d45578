import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { contactRequestSchema, type ContactRequest } from '@sinyal/contracts/contact';
import { fieldsSayItAll, showServerFieldErrors } from '../../../lib/form-errors';
import { useMessageText } from '../../../lib/message-text';
import { FormField } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { emailInputProps } from '../../../components/ui/input-presets';
import type { useSendContactMessageMutation } from '../api/send-contact-message';

const fieldOrder: readonly Path<ContactRequest>[] = ['name', 'email', 'subject', 'message'];
const empty: ContactRequest = { name: '', email: '', subject: '', message: '' };

interface ContactFormProps {
  send: ReturnType<typeof useSendContactMessageMutation>;
}

/** Name, e-mail, subject and message, checked as the server checks them (packages/contracts). */
export function ContactForm({ send }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const message = useMessageText();
  const alertId = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactRequestSchema),
    // docs/product.md §5's rule for every form: checked on blur and on submit, cleared when edited.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: empty,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      const [named] = showServerFieldErrors(error, fieldOrder, setError);
      if (named) setFocus(named);
    }
  });

  const problem =
    send.isError && !fieldsSayItAll(send.error, fieldOrder)
      ? message.error(send.error, t('form.failed'))
      : null;
  const field = (name: Path<ContactRequest>) =>
    register(name, { onChange: () => clearErrors(name) });
  const error = (name: Path<ContactRequest>) => message.field(errors[name]?.message);

  return (
    <GuardedForm
      className="card contact-form"
      busy={isSubmitting}
      onSubmit={submit}
      describedBy={problem ? alertId : undefined}
    >
      {problem && (
        <FormAlert tone="error" id={alertId} takeFocus>
          {problem}
        </FormAlert>
      )}
      <div className="contact-form__pair">
        <FormField id="contact-name" label={t('form.name')} error={error('name')}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={100}
              {...field('name')}
            />
          )}
        </FormField>
        <FormField id="contact-email" label={t('form.email')} error={error('email')}>
          {(control) => <input {...control} {...emailInputProps} {...field('email')} />}
        </FormField>
      </div>
      <FormField id="contact-subject" label={t('form.subject')} error={error('subject')}>
        {(control) => <input {...control} type="text" maxLength={150} {...field('subject')} />}
      </FormField>
      <FormField
        id="contact-message"
        label={t('form.message')}
        hint={t('form.messageHint')}
        error={error('message')}
      >
        {(control) => <textarea {...control} rows={6} maxLength={5000} {...field('message')} />}
      </FormField>
      <SubmitButton
        busy={isSubmitting}
        label={t('form.send')}
        busyLabel={t('form.sending')}
        icon={Send}
      />
    </GuardedForm>
  );
}
