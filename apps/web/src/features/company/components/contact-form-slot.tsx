import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import {
  contactMessages,
  contactRequestSchema,
  type ContactRequest,
} from '@sinyal/contracts/contact';
import { brand } from '../../../config/brand';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { FormField } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { GuardedForm } from '../../../components/ui/guarded-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { emailInputProps } from '../../../components/ui/input-presets';
import './contact-form.css';

type MessageKey = keyof typeof contactMessages;
const keyByMessage = new Map<string, MessageKey>(
  (Object.entries(contactMessages) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);
const rateLimited = /^Too many attempts\. Try again in (\d+) seconds?\.$/;
const fieldOrder: readonly Path<ContactRequest>[] = ['name', 'email', 'subject', 'message'];
const empty: ContactRequest = { name: '', email: '', subject: '', message: '' };

/** POST /api/contact: stored by the server and mailed to the sales address. */
async function sendContactMessage(values: ContactRequest): Promise<string> {
  const answer = await apiRequest<unknown>('/contact', { method: 'POST', body: values });
  const parsed = messageResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data.detail : contactMessages.sent;
}

/** The contact form (name, e-mail, subject, message) between the addresses and the company details. */
export function ContactFormSlot() {
  const { t } = useTranslation('contact');
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactRequestSchema),
    // Spec §5's rule for every form: checked on blur and on submit, cleared when edited.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: empty,
  });

  // The contracts speak English; a known sentence is shown in the reader's language.
  const translate = (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined;
    const waiting = rateLimited.exec(message);
    if (waiting) return t('form.messages.rateLimited', { count: Number(waiting[1]) });
    const key = keyByMessage.get(message);
    return key ? t(`form.messages.${key}`) : message;
  };

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const detail = await sendContactMessage(values);
      notify.success(translate(detail) ?? detail);
      reset(empty);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const invalid = fieldOrder.filter((name) => apiError?.fields[name]);
      invalid.forEach((name, index) =>
        setError(
          name,
          { type: 'server', message: apiError?.fields[name] },
          { shouldFocus: index === 0 },
        ),
      );
      const text =
        apiError?.fromServer && apiError.status < 500
          ? (translate(apiError.detail) ?? t('form.failed'))
          : t('form.failed');
      if (invalid.length === 0) setProblem(text);
      notify.error(text);
    }
  });

  const field = (name: Path<ContactRequest>) =>
    register(name, { onChange: () => clearErrors(name) });
  const error = (name: Path<ContactRequest>) => translate(errors[name]?.message);

  return (
    <section className="section contact-form-section" aria-labelledby="contact-form-heading">
      <div className="container contact-form-layout">
        <div className="contact-form-intro">
          <h2 id="contact-form-heading">{t('form.heading')}</h2>
          <p>{t('form.intro', { email: brand.emails.sales })}</p>
        </div>
        <GuardedForm className="card contact-form" busy={isSubmitting} onSubmit={submit}>
          {problem && <FormAlert tone="error">{problem}</FormAlert>}
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
      </div>
    </section>
  );
}
