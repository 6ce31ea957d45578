import type { contactRequestSchema } from '@sinyal/contracts/contact';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { renderContactMail } from '../../mail/templates';
import { insertContactMessage } from './contact.repository';

type ContactInput = z.output<typeof contactRequestSchema>;

export function createContactService(ctx: AppContext) {
  return {
    /** Stored first, so a mail failure loses nothing; then mailed to sales, who reply to the sender. */
    async submit(input: ContactInput, ip: string): Promise<void> {
      await insertContactMessage(ctx.db, { ...input, ip }, ctx.clock.now());
      const content = renderContactMail(input);
      ctx.background.run('contact mail', () =>
        ctx.mailer.send({
          kind: 'contact',
          to: ctx.config.salesEmail,
          replyTo: input.email,
          ...content,
        }),
      );
    },
  };
}
