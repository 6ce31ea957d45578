import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { createBillingService, type BillingService } from './billing.service';
import { createPaddleProvider } from './paddle-provider';

/** The billing service with Paddle when its settings are there, without a provider otherwise. */
export function billingServiceOf(ctx: AppContext, log: FastifyBaseLogger): BillingService {
  const paddle = ctx.config.paddle
    ? createPaddleProvider(ctx.config.paddle, ctx.config.publicUrl)
    : undefined;
  return createBillingService(ctx, paddle, log);
}
