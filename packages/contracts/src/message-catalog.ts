import { apiMessagesByCode } from './api-error';
import { accountSecurityMessagesByCode } from './account-security-messages';
import { authMessagesByCode } from './auth-messages';
import { billingMessagesByCode } from './billing';
import { clientErrorMessagesByCode } from './client-errors';
import { contactMessagesByCode } from './contact';
import { manifestMessagesByCode } from './extension-manifest';
import { packageMessagesByCode } from './extension-package';
import { registryMessagesByCode } from './extension-registry';
import { extensionsApiMessagesByCode } from './extensions-api';
import { licenceMessagesByCode } from './licence';
import { oauthMessagesByCode } from './oauth-messages';
import { passkeysMessagesByCode } from './passkeys-messages';
import { adminMessagesByCode } from './admin';
import { moderationMessagesByCode } from './moderation';
import { orgsMessagesByCode } from './orgs';
import { orgSsoMessagesByCode } from './org-sso';
import { reviewsMessagesByCode } from './reviews';
import { formatMessage, templateOf, type MessageParams, type MessageText } from './messages';

/**
 * Every message of the contracts by code: the one place that turns a code into English (the
 * server's `detail` and `fields`, the manifest command's output). Clients translate the same codes.
 */
const tables = [
  apiMessagesByCode,
  authMessagesByCode,
  contactMessagesByCode,
  manifestMessagesByCode,
  extensionsApiMessagesByCode,
  packageMessagesByCode,
  registryMessagesByCode,
  clientErrorMessagesByCode,
  accountSecurityMessagesByCode,
  licenceMessagesByCode,
  billingMessagesByCode,
  oauthMessagesByCode,
  passkeysMessagesByCode,
  adminMessagesByCode,
  moderationMessagesByCode,
  orgsMessagesByCode,
  orgSsoMessagesByCode,
  reviewsMessagesByCode,
] as const;

export type MessageCode =
  | keyof typeof apiMessagesByCode
  | keyof typeof authMessagesByCode
  | keyof typeof contactMessagesByCode
  | keyof typeof manifestMessagesByCode
  | keyof typeof extensionsApiMessagesByCode
  | keyof typeof packageMessagesByCode
  | keyof typeof registryMessagesByCode
  | keyof typeof clientErrorMessagesByCode
  | keyof typeof accountSecurityMessagesByCode
  | keyof typeof licenceMessagesByCode
  | keyof typeof billingMessagesByCode
  | keyof typeof oauthMessagesByCode
  | keyof typeof passkeysMessagesByCode
  | keyof typeof adminMessagesByCode
  | keyof typeof moderationMessagesByCode
  | keyof typeof orgsMessagesByCode
  | keyof typeof orgSsoMessagesByCode
  | keyof typeof reviewsMessagesByCode;

const catalog = new Map<string, MessageText>();
for (const table of tables) {
  for (const [code, text] of Object.entries(table)) {
    if (!catalog.has(code)) catalog.set(code, text as MessageText);
  }
}

/** Every code, in the order of the tables. */
export const messageCodes: readonly MessageCode[] = [...catalog.keys()] as MessageCode[];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && catalog.has(value);
}

/** The English of a code with its values filled in; undefined for a code the contracts lack. */
export function englishMessage(code: string, params?: MessageParams): string | undefined {
  const text = catalog.get(code);
  return text === undefined ? undefined : formatMessage(text, params);
}

/**
 * Every code's English with a `{{name}}` where a value goes: the web's English message strings
 * (apps/web/src/i18n/locales/en/messages.ts), so the site and the server say the same words.
 */
export const englishTemplates = Object.fromEntries(
  [...catalog].map(([code, text]) => [code, templateOf(text)]),
) as Readonly<Record<MessageCode, string>>;

/** Each table's own code → text entries, for the test that two tables never disagree. */
export const messageTables: readonly Readonly<Record<string, MessageText>>[] = tables;
