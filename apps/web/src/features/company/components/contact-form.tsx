import { useTranslation } from '../../../i18n/react';
import { Send } from 'lucide-react';
import {
  contactLimits,
  contactRequestSchema,
  type ContactRequest,
} from '@sinyal/contracts/contact';
import { useServerForm } from '../../../lib/use-server-form';
import { FormField } from '../../../components/ui/form-field';
import { FormProblem } from '../../../components/ui/form-problem';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { emailInputProps } from '../../../components/ui/input-presets';
import type { useSendContactMessageMutation } from '../api/send-contact-message';

const empty: ContactRequest = { name: '', email: '', subject: '', message: '' };

interface ContactFormProps {
  send: ReturnType<typeof useSendContactMessageMutation>;
}

/** Name, e-mail, subject and message, checked as the server checks them (packages/contracts). */
export function ContactForm({ send }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const form = useServerForm({
    schema: contactRequestSchema,
    defaultValues: empty,
    fields: ['name', 'email', 'subject', 'message'],
    send: (values) => send.mutateAsync(values),
    failure: send.error,
    fallback: t('form.failed'),
  });
  const { field, error, input } = form;
  // A one-line field, as long as the server takes.
  const line = (name: 'name' | 'subject') => ({
    id: `contact-${name}`,
    label: t(`form.${name}`),
    type: 'text',
    maxLength: contactLimits[name],
    ...input(name),
  });

  return (
    <GuardedForm className="card contact-form" {...form.formProps}>
      <FormProblem form={form} />
      <div className="contact-form__pair">
        <InputField autoComplete="name" {...line('name')} />
        <InputField
          id="contact-email"
          label={t('form.email')}
          {...emailInputProps}
          {...input('email')}
        />
      </div>
      <InputField {...line('subject')} />
      <FormField
        id="contact-message"
        label={t('form.message')}
        hint={t('form.messageHint')}
        error={error('message')}
      >
        {(control) => (
          <textarea {...control} rows={6} maxLength={contactLimits.message} {...field('message')} />
        )}
      </FormField>
      <SubmitButton
        busy={form.busy}
        label={t('form.send')}
        busyLabel={t('form.sending')}
        icon={Send}
      />
    </GuardedForm>
  );
}
