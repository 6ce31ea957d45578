import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import { contactMessages, contactRequestSchema } from '@sinyal/contracts/contact';
import type { AppContext } from '../../app-context';
import { createContactService } from './contact.service';

export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createContactService(ctx);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the sales team (stored, then mailed)',
        body: contactRequestSchema,
        response: { 201: messageResponseSchema },
      },
      // Each message becomes a mail to a person: limited so the form cannot be used to flood them.
      onRequest: ctx.rateLimits.perIp('contact', ctx.config.rateLimits.contact.ip),
    },
    async (request, reply) => {
      await service.submit(request.body, request.ip);
      return reply.code(201).send({ detail: contactMessages.sent });
    },
  );
}
