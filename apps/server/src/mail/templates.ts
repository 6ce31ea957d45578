import type { MailLanguage } from '@sinyal/contracts/auth';
import { isPlainLine } from '@sinyal/contracts/text';

export interface MailContent {
  subject: string;
  text: string;
}

interface LinkMailValues {
  /** The name to greet, or null to greet without one (see `greetingName`). */
  name: string | null;
  link: string;
}

// Characters that let a mail client turn text into a link or an address.
const linkCharacters = new Set(['@', '/', '\\', ':', '<', '>', '\u3002', '\uFF0E', '\uFF61']);

/**
 * Whether a name can be pasted into a mail as it is. A registrant chooses both the name and the
 * address the verification mail goes to, so a "name" like "Win a prize at example.net" would turn
 * our mail into their advertisement. A name passes when it is one short line with nothing a mail
 * client would make into a link: no "@", "/", ":" and no dot followed by anything but a space
 * ("J. Smith" passes, "example.net" does not).
 */
export function isInertName(name: string): boolean {
  const text = name.normalize('NFKC').trim();
  if (text === '' || text.length > 60 || !isPlainLine(text)) return false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] ?? '';
    if (linkCharacters.has(char)) return false;
    if (char === '.' && index + 1 < text.length && text[index + 1] !== ' ') return false;
  }
  return true;
}

/** The full name, else the username, when it is inert; otherwise the mail greets without a name. */
export function greetingName(fullName: string, username: string): string | null {
  if (isInertName(fullName)) return fullName.trim();
  if (isInertName(username)) return username;
  return null;
}

const hello = (word: string, name: string | null) => (name ? `${word} ${name},` : `${word},`);

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
        hello('Hello', name),
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
        hello('Merhaba', name),
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
        hello('Hello', name),
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
        hello('Merhaba', name),
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

interface InvitationMailValues {
  /** The organization's name when it is inert (`isInertName`), else null: the mail then omits it. */
  orgName: string | null;
  /** Who invited, when inert, else null. */
  inviter: string | null;
  link: string;
  days: number;
}

const invitationMails: Record<MailLanguage, (values: InvitationMailValues) => MailContent> = {
  en: ({ orgName, inviter, link, days }) => ({
    subject: orgName ? `Join ${orgName} on Sinyal` : 'You are invited to an organization on Sinyal',
    text: [
      'Hello,',
      '',
      `${inviter ?? 'Someone'} invited you to ${orgName ?? 'their organization'} on Sinyal.`,
      'Sign in (or create an account with this e-mail address) and accept here:',
      link,
      '',
      `The link works for ${days} days, for this e-mail address only.`,
      'If you do not know this organization, you can ignore this message.',
    ].join('\n'),
  }),
  tr: ({ orgName, inviter, link, days }) => ({
    subject: orgName
      ? `Sinyal'de ${orgName} kuruluşuna katılın`
      : "Sinyal'de bir kuruluşa davet edildiniz",
    text: [
      'Merhaba,',
      '',
      `${inviter ?? 'Biri'} sizi Sinyal'de ${orgName ? `${orgName} kuruluşuna` : 'bir kuruluşa'} davet etti.`,
      'Giriş yapın (ya da bu e-posta adresiyle bir hesap oluşturun) ve buradan kabul edin:',
      link,
      '',
      `Bağlantı ${days} gün geçerlidir ve yalnızca bu e-posta adresi için çalışır.`,
      'Bu kuruluşu tanımıyorsanız bu iletiyi yok sayabilirsiniz.',
    ].join('\n'),
  }),
};

/**
 * An organization's invitation. The name and the inviter are chosen by whoever invites, so, like a
 * greeting's name, they are pasted in only when nothing in them could become a link.
 */
export function renderInvitationMail(
  language: MailLanguage,
  values: { orgName: string; inviter: string; link: string; days: number },
): MailContent {
  return invitationMails[language]({
    orgName: isInertName(values.orgName) ? values.orgName.trim() : null,
    inviter: isInertName(values.inviter) ? values.inviter.trim() : null,
    link: values.link,
    days: values.days,
  });
}
