import type { MailLanguage } from '@sinyal/contracts/auth';

export interface MailContent {
  subject: string;
  text: string;
}

interface LinkMailValues {
  /** Full name, or the username when none was given. */
  name: string;
  link: string;
}

type LinkMailKind = 'verify' | 'reset';

/**
 * Account mails: plain, short text in the account's language. Add a language by adding an entry
 * to each kind (and to `mailLanguages` in the contracts).
 */
const linkMails: Record<
  LinkMailKind,
  Record<MailLanguage, (values: LinkMailValues) => MailContent>
> = {
  verify: {
    en: ({ name, link }) => ({
      subject: 'Verify your email for Sinyal',
      text: [
        `Hello ${name},`,
        '',
        'Please confirm your email address to finish creating your Sinyal account:',
        link,
        '',
        'The link works once and expires in 24 hours.',
        'If you did not create an account, you can ignore this message.',
      ].join('\n'),
    }),
    tr: ({ name, link }) => ({
      subject: 'Sinyal için e-posta adresinizi doğrulayın',
      text: [
        `Merhaba ${name},`,
        '',
        'Sinyal hesabınızı tamamlamak için e-posta adresinizi doğrulayın:',
        link,
        '',
        'Bağlantı bir kez kullanılabilir ve 24 saat geçerlidir.',
        'Bu hesabı siz oluşturmadıysanız bu iletiyi yok sayabilirsiniz.',
      ].join('\n'),
    }),
  },
  reset: {
    en: ({ name, link }) => ({
      subject: 'Reset your Sinyal password',
      text: [
        `Hello ${name},`,
        '',
        'Someone (hopefully you) asked to reset the password of your Sinyal account.',
        'Choose a new password here:',
        link,
        '',
        'The link works once and expires in 1 hour.',
        'If you did not ask for this, ignore this message: your password stays the same.',
      ].join('\n'),
    }),
    tr: ({ name, link }) => ({
      subject: 'Sinyal parolanızı sıfırlayın',
      text: [
        `Merhaba ${name},`,
        '',
        'Sinyal hesabınızın parolasını sıfırlama isteği aldık.',
        'Yeni parolanızı buradan belirleyin:',
        link,
        '',
        'Bağlantı bir kez kullanılabilir ve 1 saat geçerlidir.',
        'Bu isteği siz yapmadıysanız bu iletiyi yok sayın; parolanız değişmez.',
      ].join('\n'),
    }),
  },
};

export function renderLinkMail(
  kind: LinkMailKind,
  language: MailLanguage,
  values: LinkMailValues,
): MailContent {
  return linkMails[kind][language](values);
}

/** The contact form's message as the sales team receives it (always English: an internal mail). */
export function renderContactMail(values: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): MailContent {
  return {
    subject: `[Contact] ${values.subject}`,
    text: [
      `From: ${values.name} <${values.email}>`,
      `Subject: ${values.subject}`,
      '',
      values.message,
      '',
      '(Sent with the contact form of the Sinyal website. Reply to answer the sender.)',
    ].join('\n'),
  };
}
