import type { FastifyInstance } from 'fastify';
import {
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '@sinyal/contracts/account-security';
import { accountSecurityMessages as m } from '@sinyal/contracts/account-security-messages';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import type { AppContext } from '../../app-context';
import { authOf } from '../../plugins/auth';
import { answerAfter, routeKit } from '../../plugins/route-kit';
import { createTwoFactorService } from './two-factor.service';

/**
 * Two-factor sign-in (docs/architecture.md §11). Every route takes a login session only: an API
 * token can never turn 2FA on or off. Setting it up, turning it on and turning it off ask for the
 * password (limited with every other password check), so a session alone cannot change it.
 */
export async function twoFactorRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createTwoFactorService(ctx);
  const { api, passwordCheck, sessionView } = routeKit(app, ctx, 'two-factor');

  sessionView(
    '/2fa',
    'Whether two-factor sign-in is on, and how many recovery codes are left',
    twoFactorStatusSchema,
    (auth) => service.status(auth),
  );

  api.post(
    '/2fa/setup',
    passwordCheck(
      'A new TOTP secret and its otpauth:// address (for the QR code); needs the password; 2FA stays off until enabled',
      {
        body: twoFactorSetupRequestSchema,
        response: { 200: twoFactorSetupResponseSchema },
      },
    ),
    async (request) => service.setup(authOf(request), request.body),
  );

  api.post(
    '/2fa/enable',
    passwordCheck(
      'Turn 2FA on with the password and a code of the new secret; answers ten recovery codes, shown once',
      {
        body: twoFactorEnableRequestSchema,
        response: {
          200: twoFactorEnableResponseSchema,
        },
      },
    ),
    async (request) => service.enable(authOf(request), request.body),
  );

  api.post(
    '/2fa/disable',
    passwordCheck('Turn 2FA off; needs the password and a code (or a recovery code)', {
      body: twoFactorDisableRequestSchema,
      response: { 200: messageResponseSchema },
    }),
    answerAfter(m.twoFactorDisabled, (request) => service.disable(authOf(request), request.body)),
  );
}
