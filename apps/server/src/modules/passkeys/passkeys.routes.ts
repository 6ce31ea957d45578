import type { FastifyInstance } from 'fastify';
import { idParamsSchema, loginAnswerSchema } from '@sinyal/contracts/account-security';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import {
  passkeyAddedResponseSchema,
  passkeyLoginRequestSchema,
  passkeyCreationOptionsSchema,
  passkeyRequestOptionsSchema,
  passkeyRegisterRequestSchema,
  passkeyRenameRequestSchema,
  passkeysResponseSchema,
} from '@sinyal/contracts/passkeys';
import { passkeysMessages as m } from '@sinyal/contracts/passkeys-messages';
import { ssoRequiredErrorSchema } from '@sinyal/contracts/org-sso';
import type { AppContext } from '../../app-context';
import { requestMeta } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { answerAfter, orApiError, routeKit } from '../../plugins/route-kit';
import { createPasskeysService } from './passkeys.service';

/** Passkeys: added and managed in the Security tab, and a way to sign in (docs/architecture.md §16). */
export async function passkeysRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { api, limits, openPerIp, session, sessionView, sessionRemove } = routeKit(
    app,
    ctx,
    'passkeys',
  );
  const service = createPasskeysService(ctx);

  api.post(
    '/passkeys/register/options',
    session('Options for navigator.credentials.create(): a new discoverable passkey', {
      response: { 200: passkeyCreationOptionsSchema },
    }),
    async (request) => service.registrationOptions(authOf(request)),
  );

  api.post(
    '/passkeys/register/verify',
    session('Keep the passkey the browser made, under the name given ("Passkey 2" when none)', {
      body: passkeyRegisterRequestSchema,
      response: { 201: passkeyAddedResponseSchema },
    }),
    async (request, reply) => {
      const passkey = await service.register(authOf(request), request.body);
      return reply.code(201).send({ detail: m.added, passkey });
    },
  );

  sessionView('/passkeys', "The account's passkeys", passkeysResponseSchema, (auth) =>
    service.list(auth),
  );

  api.patch(
    '/passkeys/:id',
    session('Rename a passkey', {
      params: idParamsSchema,
      body: passkeyRenameRequestSchema,
      response: { 200: messageResponseSchema },
    }),
    answerAfter(m.renamed, (request) =>
      service.rename(authOf(request), request.params.id, request.body.name),
    ),
  );

  sessionRemove(
    '/passkeys/:id',
    'Remove a passkey; 409 last_sign_in_method when nothing else could sign in',
    m.removed,
    (auth, id) => service.remove(auth, id),
  );

  api.post(
    '/passkeys/login/options',
    openPerIp(
      'Options for navigator.credentials.get(): any passkey of this site (discoverable, also as autofill)',
      { response: { 200: passkeyRequestOptionsSchema } },
      'passkey-options',
      limits.login.ip,
    ),
    async () => service.loginOptions(),
  );

  api.post(
    '/passkeys/login/verify',
    openPerIp(
      "Sign in with a passkey: a session, or {mfa_required, mfa_token} when the account has 2FA and the passkey did not verify the person; 403 sso_required (with start_url) when the organization of the account's e-mail domain enforces single sign-on",
      {
        body: passkeyLoginRequestSchema,
        response: { 200: loginAnswerSchema, 403: orApiError(ssoRequiredErrorSchema) },
      },
      'login',
      limits.login.ip,
    ),
    async (request) => service.login(request.body, requestMeta(request), request.log),
  );
}
