import type { onRequestHookHandler } from 'fastify';
import { canPublishExtensions } from '@sinyal/contracts/plans';
import { hourMs } from '../../lib/clock';
import { AppError } from '../../errors';
import { authOf } from '../../plugins/auth';

/**
 * Publishing is for tools and CI, so it takes an API token only: the call is counted in the
 * account's API calls, and a stolen browser session cannot publish code to everyone.
 */
export const requireApiToken: onRequestHookHandler = async (request) => {
  const auth = authOf(request);
  if (auth.kind !== 'api') throw AppError.of('api_token_required', 403);
  if (!auth.scopes.includes('publish')) throw AppError.of('publish_scope_required', 403);
};

/** An owner's change (yank, deprecation): a web session, or an API token that may publish. */
export const requirePublishScopeForTokens: onRequestHookHandler = async (request) => {
  const auth = authOf(request);
  if (auth.kind === 'api' && !auth.scopes.includes('publish')) {
    throw AppError.of('publish_scope_required', 403);
  }
};

// Checked before the body is read: a free account learns why at once, whatever it sent.
export const requirePublishingPlan: onRequestHookHandler = async (request) => {
  if (!canPublishExtensions(authOf(request).user.plan)) {
    throw AppError.of('premium_required', 403);
  }
};

// Generous for a release pipeline, small enough that one account cannot flood the catalogue.
export const publishLimit = { max: 60, windowMs: hourMs };
