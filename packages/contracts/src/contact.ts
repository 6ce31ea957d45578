import { z } from 'zod';
import { boundedString } from './bounded-string';
import { defineMessages } from './messages';
import { atLeast, atMost, isRequired, noControlCharacters, oneLine } from './message-phrases';
import { emailMaxLength, isPlainEmail, isPlainLine, isPlainMessage } from './text';

/** The contact form (`POST /api/contact`): stored, then mailed to the sales address. */

/** The length limits of its fields, which its rules check and its messages name. */
const limits = { name: 100, subject: 150, messageMin: 10, message: 5000 } as const;
export { limits as contactLimits };

/** Its rules and its answer, each with a code (messages.ts). */
const contact = defineMessages({
  nameRequired: isRequired('Name'),
  nameTooLong: atMost('Name', limits.name),
  invalidEmail: 'Invalid email format',
  subjectRequired: isRequired('Subject'),
  subjectTooLong: atMost('Subject', limits.subject),
  messageTooShort: atLeast('Message', limits.messageMin),
  messageTooLong: atMost('Message', limits.message),
  nameCharacters: oneLine('Name'),
  subjectCharacters: oneLine('Subject'),
  messageCharacters: noControlCharacters('Message'),
  sent: ['contact_sent', 'Thank you! Your message was sent. We will answer by email.'],
});

/** The English of each contact message, by name. */
export const contactMessages = contact.texts;
/** The code of each contact message, by name (what the schema's issues carry). */
export const contactCodes = contact.codes;
export const contactMessagesByCode = contact.byCode;

const c = contactCodes;

export const contactRequestSchema = z.object({
  name: boundedString(400, c.nameTooLong)
    .trim()
    .min(1, c.nameRequired)
    .max(limits.name, c.nameTooLong)
    .refine(isPlainLine, c.nameCharacters),
  email: boundedString(emailMaxLength + 50, c.invalidEmail)
    .trim()
    .refine(isPlainEmail, c.invalidEmail),
  // A subject is one line: a pasted line break becomes a space (it would otherwise end up in a
  // mail header); other control characters are refused.
  subject: boundedString(600, c.subjectTooLong)
    .trim()
    .min(1, c.subjectRequired)
    .max(limits.subject, c.subjectTooLong)
    .transform((value) => value.replace(/[\r\n]+/g, ' '))
    .refine(isPlainLine, c.subjectCharacters),
  message: boundedString(20_000, c.messageTooLong)
    .trim()
    .min(limits.messageMin, c.messageTooShort)
    .max(limits.message, c.messageTooLong)
    .refine(isPlainMessage, c.messageCharacters),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
