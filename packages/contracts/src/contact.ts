import { z } from 'zod';
import { isEmailLike } from './auth';

/** The contact form (`POST /api/contact`): stored, then mailed to the sales address. */

export const contactMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  invalidEmail: 'Invalid email format',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject must be at most 150 characters',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be at most 5000 characters',
  sent: 'Thank you! Your message was sent. We will answer by email.',
} as const;

const m = contactMessages;

export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, m.nameRequired).max(100, m.nameTooLong),
  email: z.string().trim().refine(isEmailLike, m.invalidEmail),
  // A subject is one line: line breaks would end up in a mail header.
  subject: z
    .string()
    .trim()
    .min(1, m.subjectRequired)
    .max(150, m.subjectTooLong)
    .transform((value) => value.replace(/[\r\n]+/g, ' ')),
  message: z.string().trim().min(10, m.messageTooShort).max(5000, m.messageTooLong),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
