import { isPlainEmail } from '@sinyal/contracts/text';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer, OutgoingMail } from './mailer';

export const mailJobKind = 'mail';

/**
 * Every mail goes through the job table (docs/architecture.md §12): `send` stores it and the
 * worker hands it to `transport` (SMTP, or the outbox folder), retrying while SMTP is down, so a
 * mail outlives an SMTP outage and a restart of the instance that queued it.
 */
export function createQueuedMailer(jobs: JobQueue, transport: Mailer): Mailer {
  jobs.register(mailJobKind, (payload) => transport.send(payload as OutgoingMail));
  return {
    async send(mail) {
      // The transport refuses such an address too; refusing it here keeps it out of the queue.
      if (!isPlainEmail(mail.to))
        throw new Error('refused to queue mail: the recipient is not one plain address');
      await jobs.enqueue(mailJobKind, mail);
    },
    close: () => transport.close(),
  };
}
