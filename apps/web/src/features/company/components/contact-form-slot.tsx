import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useSendContactMessageMutation } from '../api/send-contact-message';
import { ContactForm } from './contact-form';
import { ContactSent } from './contact-sent';
import './contact-form.css';

/** The contact form between the addresses and the company details; once sent, what happens next. */
export function ContactFormSlot() {
  const { t } = useTranslation('contact');
  const message = useMessageText();
  const send = useSendContactMessageMutation({
    onSuccess: () => notify.success(message.text('contact_sent')),
  });
  const sentTo = send.isSuccess ? send.variables.email.trim() : null;

  return (
    <section className="section contact-form-section" aria-labelledby="contact-form-heading">
      <div className="container contact-form-layout">
        <div className="contact-form-intro">
          <h2 id="contact-form-heading">{t('form.heading')}</h2>
          <p>{t('form.intro', { email: brand.emails.sales })}</p>
        </div>
        {sentTo !== null ? (
          <ContactSent email={sentTo} onAnother={() => send.reset()} />
        ) : (
          <ContactForm send={send} />
        )}
      </div>
    </section>
  );
}
