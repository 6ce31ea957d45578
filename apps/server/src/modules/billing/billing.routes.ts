import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingAvailabilitySchema,
  billingResponseSchema,
  billingUrlResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  invoiceParamsSchema,
} from '@sinyal/contracts/billing';
import type { SessionUser } from '@sinyal/contracts/auth';
import type { AppContext } from '../../app-context';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { billingServiceOf } from './billing-setup';

// A Paddle notification is a few kilobytes; a subscription with many items stays far below this.
const webhookBodyLimit = 256 * 1024;

/**
 * Subscriptions and payments (docs/architecture.md §10). Without the Paddle settings the routes
 * stay, and answer 503 `billing_not_configured` (the availability route says so up front).
 */
export async function billingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = billingServiceOf(ctx, app.log);
  const { api, limits, perAccount, open, session, sessionView } = routeKit(app, ctx, 'billing');
  const perAccountBilling = perAccount('billing', limits.billing.account);

  api.get(
    '/billing/availability',
    open('Whether this server takes payments online (else an operator grants plans)', {
      response: { 200: billingAvailabilitySchema },
    }),
    async () => ({ online_payment: service.onlinePayment }),
  );

  sessionView(
    '/billing',
    'The plan, the subscription (price, interval, status, renewal or end) and invoices',
    billingResponseSchema,
    (auth) => service.view(auth.user),
  );

  api.post(
    '/billing/checkout',
    session(
      "Open Paddle's checkout for Pro, monthly or yearly; answers its address",
      {
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema },
      },
      perAccountBilling,
    ),
    async (request) => service.checkout(authOf(request).user, request.body),
  );

  /**
   * A POST without a body that acts on the signed-in account's subscription at Paddle, counted per
   * account like every billing call.
   */
  const subscriptionStep = <S extends z.ZodType>(
    path: string,
    summary: string,
    answer: S,
    step: (user: SessionUser) => Promise<z.input<S>>,
  ) => {
    const schema: FastifySchema = { response: { 200: answer } };
    app.post(path, session(summary, schema, perAccountBilling), async (request) =>
      step(authOf(request).user),
    );
  };

  subscriptionStep(
    '/billing/cancel',
    'End the subscription when its paid period ends (Pro stays until then)',
    billingResponseSchema,
    (user) => service.cancel(user),
  );

  subscriptionStep(
    '/billing/portal',
    "Paddle's customer portal (payment method, receipts): a short-lived address",
    billingUrlResponseSchema,
    (user) => service.portal(user),
  );

  api.get(
    '/billing/invoices/:id',
    session(
      "A short-lived link to one of the account's invoices (PDF)",
      {
        params: invoiceParamsSchema,
        response: {
          200: billingUrlResponseSchema,
        },
      },
      perAccountBilling,
    ),
    async (request) => service.invoice(authOf(request).user, request.params.id),
  );

  // The webhook reads its body as text: the signature covers the exact bytes Paddle sent, so
  // nothing may parse (and re-serialise) them first. Its own context keeps that parser here.
  // No rate limit: Paddle sends from a few addresses, a refused delivery would be retried
  // anyway, and a forged one costs one HMAC.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: webhookBodyLimit },
      (_request, body, done) => done(null, body),
    );
    hook.withTypeProvider<ZodTypeProvider>().post(
      '/billing/webhooks/paddle',
      open(
        'Paddle Billing notifications, signed (Paddle-Signature: ts=…;h1=…); each applied once and in order',
        {
          headers: z.looseObject({ 'paddle-signature': z.string().max(1024).optional() }),
          response: {
            200: z.object({ event_id: z.string(), outcome: z.string() }),
          },
        },
      ),
      async (request) => {
        const result = await service.webhook(
          typeof request.body === 'string' ? request.body : '',
          request.headers['paddle-signature'],
        );
        request.log.info(
          { billing_event: result.event_id, outcome: result.outcome },
          'billing webhook',
        );
        return result;
      },
    );
  });
}
