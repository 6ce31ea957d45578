import { z } from 'zod';
import { boundedString } from './bounded-string';
import { defineMessages } from './messages';
import { emailMaxLength, isPlainEmail, isPlainLine, isPlainMessage } from './text';

/** The contact form (`POST /api/contact`): stored, then mailed to the sales address. */

/** Its rules and its answer, each with a code (messages.ts). */
const contact = defineMessages({
  nameRequired: ['name_required', 'Name is required'],
  nameTooLong: ['name_too_long', 'Name must be at most 100 characters'],
  invalidEmail: ['invalid_email', 'Invalid email format'],
  subjectRequired: ['subject_required', 'Subject is required'],
  subjectTooLong: ['subject_too_long', 'Subject must be at most 150 characters'],
  messageTooShort: ['message_too_short', 'Message must be at least 10 characters'],
  messageTooLong: ['message_too_long', 'Message must be at most 5000 characters'],
  nameCharacters: ['name_characters', 'Name must be one line without control characters'],
  subjectCharacters: ['subject_characters', 'Subject must be one line without control characters'],
  messageCharacters: ['message_characters', 'Message must not contain control characters'],
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
    .max(100, c.nameTooLong)
    .refine(isPlainLine, c.nameCharacters),
  email: boundedString(emailMaxLength + 50, c.invalidEmail)
    .trim()
    .refine(isPlainEmail, c.invalidEmail),
  // A subject is one line: a pasted line break becomes a space (it would otherwise end up in a
  // mail header); other control characters are refused.
  subject: boundedString(600, c.subjectTooLong)
    .trim()
    .min(1, c.subjectRequired)
    .max(150, c.subjectTooLong)
    .transform((value) => value.replace(/[\r\n]+/g, ' '))
    .refine(isPlainLine, c.subjectCharacters),
  message: boundedString(20_000, c.messageTooLong)
    .trim()
    .min(10, c.messageTooShort)
    .max(5000, c.messageTooLong)
    .refine(isPlainMessage, c.messageCharacters),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
