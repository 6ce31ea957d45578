import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react';
import { MailCheck, RotateCcw } from 'lucide-react';
import { brand } from '../../../config/brand';

interface ContactSentProps {
  /** Where the answer will go: the address the reader typed. */
  email: string;
  onAnother: () => void;
}

/** Takes the form's place once the message is sent: what happens next, and a way to write again. */
export function ContactSent({ email, onAnother }: ContactSentProps) {
  const { t } = useTranslation('contact');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the reader was in is gone: the focus follows to what replaced it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="card contact-sent">
      <span className="contact-sent__icon" aria-hidden="true">
        <MailCheck size={28} />
      </span>
      <h3 ref={heading} tabIndex={-1}>
        {t('form.sent.heading')}
      </h3>
      <p>{t('form.sent.text', { email, sales: brand.emails.sales })}</p>
      <p className="field-hint">{t('form.sent.hint')}</p>
      <button type="button" className="button button--ghost" onClick={onAnother}>
        <RotateCcw size={18} aria-hidden="true" />
        {t('form.sent.another')}
      </button>
    </div>
  );
}
