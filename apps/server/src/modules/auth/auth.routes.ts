import type { FastifyInstance } from 'fastify';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  sessionsResponseSchema,
  sessionUserSchema,
  verifyEmailRequestSchema,
} from '@sinyal/contracts/auth';
import { authMessages as m } from '@sinyal/contracts/auth-messages';
import {
  idParamsSchema,
  loginAnswerSchema,
  loginSecondStepRequestSchema,
  revokeOthersResponseSchema,
} from '@sinyal/contracts/account-security';
import { accountSecurityMessages as sm } from '@sinyal/contracts/account-security-messages';
import type { AppContext } from '../../app-context';
import { bodyField, errorResponses, requestMeta } from '../../lib/http';
import { normalizeIdentifier } from '../../lib/normalize';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { createAuthService } from './auth.service';

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createAuthService(ctx);
  const { api, tags, security, limits, perIp, perRequestKey, perAccount } = routeKit(
    app,
    ctx,
    'auth',
  );
  // Mail requests are counted per login as typed (normalised), so the answer is the same for
  // unknown accounts; the service also caps the mails each account receives.
  const typedLogin = (request: Parameters<typeof bodyField>[0]) => {
    const login = bodyField(request, 'username_or_email');
    return login === undefined ? undefined : { typedLogin: normalizeIdentifier(login) };
  };

  api.post(
    '/login',
    {
      schema: {
        tags,
        summary:
          'Sign in; answers a session token (12 h, or 30 days with remember_me), or {mfa_required, mfa_token} when the account has two-factor sign-in and no otp was sent',
        body: loginRequestSchema,
        response: { 200: loginAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
      // The per-account limit counts failed sign-ins only; the service applies it (auth.service).
      onRequest: perIp('login', limits.login.ip),
    },
    async (request) => service.login(request.body, requestMeta(request)),
  );

  api.post(
    '/login/2fa',
    {
      schema: {
        tags,
        summary:
          'The second step of a login with two-factor sign-in: the mfa_token and a code or a recovery code',
        body: loginSecondStepRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
      // Failed codes are limited per account by the service (RATE_LIMIT_MFA_ACCOUNT).
      onRequest: perIp('login-2fa', limits.mfa.ip),
    },
    async (request) => service.loginSecondStep(request.body, requestMeta(request)),
  );

  api.post(
    '/auth/validate',
    {
      schema: {
        tags,
        summary: 'The user the token belongs to',
        security,
        response: { 200: sessionUserSchema, ...errorResponses(401) },
      },
      onRequest: ctx.auth.sessionOrApiToken,
    },
    async (request) => authOf(request).user,
  );

  api.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account; a verification link is mailed',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 409, 429) },
      },
      onRequest: perIp('register', limits.register.ip),
    },
    async (request, reply) => {
      const created = await service.register(request.body, requestMeta(request));
      return reply.code(201).send(created);
    },
  );

  api.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the token sent (a session, or an API token)',
        security,
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
      onRequest: ctx.auth.sessionOrApiToken,
    },
    async (request) => {
      await service.logout(authOf(request));
      return { detail: m.loggedOut };
    },
  );

  api.post(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail address with the token of the mailed link (single use, 24 h)',
        body: verifyEmailRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await service.verifyEmail(request.body.token);
      return { detail: m.emailVerified };
    },
  );

  api.post(
    '/resend-verification',
    {
      schema: {
        tags,
        summary: 'Mail a new verification link; the same answer whether or not the account exists',
        body: resendVerificationRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
      onRequest: perIp('resend-verification', limits.resendVerification.ip),
      preHandler: perRequestKey(
        'resend-verification',
        limits.resendVerification.account,
        typedLogin,
      ),
    },
    async (request) => {
      service.requestVerificationMail(request.body.username_or_email);
      return { detail: m.verificationSent };
    },
  );

  api.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link; the same answer whether or not the account exists',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
      onRequest: perIp('forgot-password', limits.forgotPassword.ip),
      preHandler: perRequestKey('forgot-password', limits.forgotPassword.account, typedLogin),
    },
    async (request) => {
      service.requestPasswordReset(request.body.username_or_email);
      return { detail: m.resetLinkSent };
    },
  );

  api.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary:
          'Set a new password with the token of the mailed link (single use, 1 h); signs out everywhere',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await service.resetPassword(request.body);
      return { detail: m.passwordReset };
    },
  );

  api.post(
    '/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password; other sessions are signed out',
        security,
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
      onRequest: ctx.auth.session,
      preHandler: perAccount('change-password', limits.changePassword.account),
    },
    async (request) => {
      await service.changePassword(authOf(request), request.body);
      return { detail: m.passwordChanged };
    },
  );

  api.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'Sign-in history: active sessions and recent sign-in attempts',
        security,
        response: { 200: sessionsResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: ctx.auth.session,
    },
    async (request) => service.sessions(authOf(request)),
  );

  api.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
        summary: "Log out one of the account's sessions (the current one too, if named)",
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: ctx.auth.session,
    },
    async (request) => {
      await service.revokeSession(authOf(request), request.params.id);
      return { detail: sm.sessionRevoked };
    },
  );

  api.post(
    '/sessions/revoke-others',
    {
      schema: {
        tags,
        summary: 'Log out every session of the account but this one (API tokens stay)',
        security,
        response: { 200: revokeOthersResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: ctx.auth.session,
    },
    async (request) => ({
      detail: sm.otherSessionsRevoked,
      revoked: await service.revokeOtherSessions(authOf(request)),
    }),
  );
}
