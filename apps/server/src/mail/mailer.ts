import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { isPlainEmail } from '@sinyal/contracts/text';
import type { Config } from '../config';
import { ensurePrivateDir } from '../lib/private-files';

export interface OutgoingMail {
  /** What the mail is for ("verify", "reset", "contact"); names the outbox file. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** The link the mail carries, logged in outbox mode so a local install can follow it. */
  link?: string;
}

/** A mail as the outbox keeps it: one JSON file per message. */
export interface OutboxMail extends OutgoingMail {
  from: string;
  created_at: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function outboxDir(config: Config): string {
  return path.join(config.dataDir, 'outbox');
}

/**
 * Mail goes to one plain address, never to text a mail library could read as a list
 * ("a@example.com, b@example.com") or a display name. The forms refuse such addresses; this is the
 * last check before anything leaves.
 */
function recipient(to: string): { name: string; address: string } {
  if (!isPlainEmail(to))
    throw new Error('refused to send mail: the recipient is not one plain address');
  return { name: '', address: to };
}

/** Sends through SMTP_URL when set; otherwise writes each message into DATA_DIR/outbox/. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  // Links carry tokens that sign a person in or reset a password: they are printed only on a
  // developer's own machine, where the outbox is how registration is finished.
  const logLinks = config.env === 'development';
  if (config.smtpUrl) {
    // The job worker sends one mail at a time: a server that accepts the connection and then
    // stalls must fail the try in seconds (it is retried), not hold the queue for nodemailer's
    // default of minutes. The URL's own settings win over these.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({
          from: config.mailFrom,
          to: recipient(mail.to),
          subject: mail.subject,
          text: mail.text,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        });
        log.info({ kind: mail.kind }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const dir = outboxDir(config);
  return {
    async send(mail) {
      recipient(mail.to);
      const stored: OutboxMail = {
        ...mail,
        from: config.mailFrom,
        created_at: new Date().toISOString(),
      };
      ensurePrivateDir(dir);
      const name = `${stored.created_at.replace(/[:.]/g, '-')}-${mail.kind}-${randomBytes(4).toString('hex')}.json`;
      // Written under a temporary name, then renamed: a reader never sees half a message.
      const temporary = path.join(dir, `.${name}.tmp`);
      await fs.writeFile(temporary, JSON.stringify(stored, null, 2), { mode: 0o600 });
      await fs.rename(temporary, path.join(dir, name));
      log.info(
        logLinks
          ? { kind: mail.kind, link: mail.link, file: name }
          : { kind: mail.kind, file: name },
        'mail written to outbox',
      );
    },
    close: () => {},
  };
}
