import type { FastifyInstance } from 'fastify';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import { contactMessages, contactRequestSchema } from '@sinyal/contracts/contact';
import type { AppContext } from '../../app-context';
import { routeKit } from '../../plugins/route-kit';
import { createContactService } from './contact.service';

export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createContactService(ctx);
  const { api, openPerIp, limits } = routeKit(app, ctx, 'contact');
  api.post(
    '/contact',
    openPerIp(
      'Send a message to the sales team (stored, then mailed)',
      { body: contactRequestSchema, response: { 201: messageResponseSchema } },
      // Each message becomes a mail to a person: limited so the form cannot be used to flood them.
      'contact',
      limits.contact.ip,
    ),
    async (request, reply) => {
      await service.submit(request.body, request.ip);
      return reply.code(201).send({ detail: contactMessages.sent });
    },
  );
}
