import type { MailLanguage } from '@sinyal/contracts/auth';
import type { BackgroundTasks } from '../lib/background';
import type { Mailer } from './mailer';
import { greetingName, type MailContent } from './templates';

/**
 * Mails about changes to an account's security (docs/architecture.md §11): said to the account's
 * address so that a change made by someone else does not go unnoticed.
 */
export type AccountNoticeKind =
  'two-factor-on' | 'two-factor-off' | 'account-deleted' | 'email-change' | 'email-change-notice';

interface NoticeValues {
  name: string | null;
  /** email-change: the confirmation link; email-change-notice: the report link. */
  link?: string;
  /** email-change-notice: the address asked for. */
  newEmail?: string;
}

const hello = (word: string, name: string | null) => (name ? `${word} ${name},` : `${word},`);

const notices: Record<
  AccountNoticeKind,
  Record<MailLanguage, (values: NoticeValues) => MailContent>
> = {
  'two-factor-on': {
    en: ({ name }) => ({
      subject: 'Two-factor sign-in is on for your Sinyal account',
      text: [
        hello('Hello', name),
        '',
        'Two-factor sign-in was turned on for your Sinyal account: logging in now asks for a code',
        'from your authenticator app, or one of your recovery codes.',
        '',
        'If you did not do this, reset your password at once and write to us.',
      ].join('\n'),
    }),
    tr: ({ name }) => ({
      subject: 'Sinyal hesabınızda iki adımlı giriş açıldı',
      text: [
        hello('Merhaba', name),
        '',
        'Sinyal hesabınızda iki adımlı giriş açıldı: giriş artık doğrulama uygulamanızdan bir kod',
        'ya da kurtarma kodlarınızdan birini istiyor.',
        '',
        'Bunu siz yapmadıysanız hemen parolanızı sıfırlayın ve bize yazın.',
      ].join('\n'),
    }),
  },
  'two-factor-off': {
    en: ({ name }) => ({
      subject: 'Two-factor sign-in is off for your Sinyal account',
      text: [
        hello('Hello', name),
        '',
        'Two-factor sign-in was turned off for your Sinyal account: logging in asks only for the',
        'password again.',
        '',
        'If you did not do this, reset your password at once and write to us.',
      ].join('\n'),
    }),
    tr: ({ name }) => ({
      subject: 'Sinyal hesabınızda iki adımlı giriş kapatıldı',
      text: [
        hello('Merhaba', name),
        '',
        'Sinyal hesabınızda iki adımlı giriş kapatıldı: giriş yine yalnızca parolanızı istiyor.',
        '',
        'Bunu siz yapmadıysanız hemen parolanızı sıfırlayın ve bize yazın.',
      ].join('\n'),
    }),
  },
  'account-deleted': {
    en: ({ name }) => ({
      subject: 'Your Sinyal account was deleted',
      text: [
        hello('Hello', name),
        '',
        'Your Sinyal account and the data stored with it were deleted, as you asked. Every session,',
        'API token and device of the account was signed out.',
        '',
        'Invoices, if there were any, are kept for as long as the law requires.',
      ].join('\n'),
    }),
    tr: ({ name }) => ({
      subject: 'Sinyal hesabınız silindi',
      text: [
        hello('Merhaba', name),
        '',
        'İsteğiniz üzerine Sinyal hesabınız ve onunla saklanan veriler silindi. Hesabın tüm',
        'oturumları, API anahtarları ve cihazları kapatıldı.',
        '',
        'Varsa faturalar, yasanın istediği süre boyunca saklanır.',
      ].join('\n'),
    }),
  },
  'email-change': {
    en: ({ name, link = '' }) => ({
      subject: 'Confirm your new email for Sinyal',
      text: [
        hello('Hello', name),
        '',
        'Open this link to make this address the email of your Sinyal account:',
        link,
        '',
        'The link works once and expires in 24 hours. If you did not ask for this, ignore this message.',
      ].join('\n'),
    }),
    tr: ({ name, link = '' }) => ({
      subject: 'Sinyal için yeni e-posta adresinizi doğrulayın',
      text: [
        hello('Merhaba', name),
        '',
        'Bu adresi Sinyal hesabınızın e-posta adresi yapmak için bağlantıyı açın:',
        link,
        '',
        'Bağlantı bir kez kullanılabilir ve 24 saat geçerlidir. Bunu siz istemediyseniz bu iletiyi yok sayın.',
      ].join('\n'),
    }),
  },
  'email-change-notice': {
    en: ({ name, link = '', newEmail = '' }) => ({
      subject: 'The email of your Sinyal account is being changed',
      text: [
        hello('Hello', name),
        '',
        `Someone signed in to your Sinyal account asked to change its email to ${newEmail}.`,
        'The change takes effect once that address confirms it.',
        '',
        'If this was not you, open this link: it undoes the change, logs the account out everywhere',
        'and sends a link to this address to choose a new password.',
        link,
        '',
        'The link works for 14 days.',
      ].join('\n'),
    }),
    tr: ({ name, link = '', newEmail = '' }) => ({
      subject: 'Sinyal hesabınızın e-posta adresi değiştiriliyor',
      text: [
        hello('Merhaba', name),
        '',
        `Sinyal hesabınızda oturum açmış biri e-posta adresini ${newEmail} olarak değiştirmek istedi.`,
        'Değişiklik, o adres onayladığında geçerli olur.',
        '',
        'Bu siz değilseniz bu bağlantıyı açın: değişikliği geri alır, hesabın tüm oturumlarını kapatır',
        've yeni bir parola seçmeniz için bu adrese bir bağlantı gönderir.',
        link,
        '',
        'Bağlantı 14 gün geçerlidir.',
      ].join('\n'),
    }),
  },
};

export function renderAccountNotice(
  kind: AccountNoticeKind,
  language: MailLanguage,
  values: NoticeValues,
): MailContent {
  return notices[kind][language](values);
}

interface NoticeAccount {
  email: string;
  full_name: string;
  username: string;
  language: string;
}

/** What a notice is sent with: the app's background tasks and its (queued) mailer. */
export interface NoticeSending {
  background: BackgroundTasks;
  mailer: Mailer;
}

/**
 * Mails a notice in the background (the answer never waits for mail, nor fails with it), to the
 * account's address unless `to` names another.
 */
export function sendAccountNotice(
  ctx: NoticeSending,
  account: NoticeAccount,
  kind: AccountNoticeKind,
  extra: { to?: string; link?: string; newEmail?: string } = {},
): void {
  const language: MailLanguage = account.language === 'tr' ? 'tr' : 'en';
  const content = renderAccountNotice(kind, language, {
    name: greetingName(account.full_name, account.username),
    ...(extra.link ? { link: extra.link } : {}),
    ...(extra.newEmail ? { newEmail: extra.newEmail } : {}),
  });
  const to = extra.to ?? account.email;
  ctx.background.run(`${kind} mail`, () =>
    ctx.mailer.send({ kind, to, ...content, ...(extra.link ? { link: extra.link } : {}) }),
  );
}
