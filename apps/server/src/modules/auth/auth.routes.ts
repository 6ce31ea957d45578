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
  loginAnswerSchema,
  loginSecondStepRequestSchema,
  revokeOthersResponseSchema,
} from '@sinyal/contracts/account-security';
import { accountSecurityMessages as sm } from '@sinyal/contracts/account-security-messages';
import type { AppContext } from '../../app-context';
import type { RateRule } from '../../config';
import { bodyField, requestMeta } from '../../lib/http';
import { normalizeIdentifier } from '../../lib/normalize';
import { authOf } from '../../plugins/auth';
import { answerAfter, orApiError, routeKit } from '../../plugins/route-kit';
import { ssoRequiredErrorSchema } from '@sinyal/contracts/org-sso';
import { createSsoPolicy } from '../sso-policy/sso-policy.service';
import { createAuthService } from './auth.service';

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createAuthService(ctx);
  // An organization that enforces single sign-on refuses its people's passwords (owners excepted).
  const ssoPolicy = createSsoPolicy(ctx.db, ctx.config.publicUrl);
  const {
    api,
    limits,
    perIp,
    perRequestKey,
    perAccount,
    open,
    openPerIp,
    session,
    sessionOrToken,
    sessionView,
    sessionRemove,
  } = routeKit(app, ctx, 'auth');
  // Mail requests are counted per login as typed (normalised), so the answer is the same for
  // unknown accounts; the service also caps the mails each account receives.
  const typedLogin = (request: Parameters<typeof bodyField>[0]) => {
    const login = bodyField(request, 'username_or_email');
    return login === undefined ? undefined : { typedLogin: normalizeIdentifier(login) };
  };

  api.post(
    '/login',
    openPerIp(
      "Sign in; answers a session token (12 h, or 30 days with remember_me), or {mfa_required, mfa_token} when the account has two-factor sign-in and no otp was sent; 403 sso_required (with start_url) when the organization of the e-mail's domain enforces single sign-on",
      {
        body: loginRequestSchema,
        response: { 200: loginAnswerSchema, 403: orApiError(ssoRequiredErrorSchema) },
      },
      // The per-account limit counts failed sign-ins only; the service applies it (auth.service).
      'login',
      limits.login.ip,
    ),
    async (request) => service.login(request.body, requestMeta(request), ssoPolicy.refuseSignIn),
  );

  api.post(
    '/login/2fa',
    openPerIp(
      'The second step of a login with two-factor sign-in: the mfa_token and a code or a recovery code',
      {
        body: loginSecondStepRequestSchema,
        response: { 200: loginResponseSchema },
      },
      // Failed codes are limited per account by the service (RATE_LIMIT_MFA_ACCOUNT).
      'login-2fa',
      limits.mfa.ip,
    ),
    async (request) => service.loginSecondStep(request.body, requestMeta(request)),
  );

  api.post(
    '/auth/validate',
    sessionOrToken('The user the token belongs to', {
      response: { 200: sessionUserSchema },
    }),
    // Not async: the answer is at hand, and a promise would cost every call a turn of the queue.
    (request) => authOf(request).user,
  );

  api.post(
    '/register',
    openPerIp(
      'Create an account; a verification link is mailed',
      {
        body: registerRequestSchema,
        response: { 201: registerResponseSchema },
      },
      'register',
      limits.register.ip,
    ),
    async (request, reply) => {
      const created = await service.register(request.body, requestMeta(request));
      return reply.code(201).send(created);
    },
  );

  api.post(
    '/logout',
    sessionOrToken('Revoke the token sent (a session, or an API token)', {
      response: { 200: messageResponseSchema },
    }),
    answerAfter(m.loggedOut, (request) => service.logout(authOf(request))),
  );

  api.post(
    '/verify-email',
    open('Confirm the e-mail address with the token of the mailed link (single use, 24 h)', {
      body: verifyEmailRequestSchema,
      // 409 email_already_verified: a used link of an account that is verified.
      response: { 200: messageResponseSchema },
    }),
    answerAfter(m.emailVerified, (request) => service.verifyEmail(request.body.token)),
  );

  // A mail request is counted per address before the body is read, and per login typed after
  // (under its path's name); the mail goes out in the background.
  const mailRoute = (
    path: '/resend-verification' | '/forgot-password',
    body: typeof forgotPasswordRequestSchema,
    limit: { ip: RateRule; account: RateRule },
    route: { summary: string; send: (login: string) => void; answer: string },
  ) =>
    api.post(
      path,
      open(
        route.summary,
        {
          body,
          response: { 200: messageResponseSchema },
        },
        {
          onRequest: perIp(path.slice(1), limit.ip),
          preHandler: perRequestKey(path.slice(1), limit.account, typedLogin),
        },
      ),
      answerAfter(route.answer, (request) => route.send(request.body.username_or_email)),
    );

  mailRoute('/resend-verification', resendVerificationRequestSchema, limits.resendVerification, {
    summary: 'Mail a new verification link; the same answer whether or not the account exists',
    send: (login) => service.requestVerificationMail(login),
    answer: m.verificationSent,
  });

  mailRoute('/forgot-password', forgotPasswordRequestSchema, limits.forgotPassword, {
    summary: 'Mail a password reset link; the same answer whether or not the account exists',
    send: (login) => service.requestPasswordReset(login),
    answer: m.resetLinkSent,
  });

  api.post(
    '/reset-password',
    open(
      'Set a new password with the token of the mailed link (single use, 1 h); signs out everywhere',
      {
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    ),
    answerAfter(m.passwordReset, (request) => service.resetPassword(request.body, request.ip)),
  );

  api.post(
    '/change-password',
    session(
      'Change the password; other sessions are signed out',
      {
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
      perAccount('change-password', limits.changePassword.account),
    ),
    answerAfter(m.passwordChanged, (request) =>
      service.changePassword(authOf(request), request.body),
    ),
  );

  sessionView(
    '/sessions',
    'Sign-in history: active sessions and recent sign-in attempts',
    sessionsResponseSchema,
    (auth) => service.sessions(auth),
  );

  sessionRemove(
    '/sessions/:id',
    "Log out one of the account's sessions (the current one too, if named)",
    sm.sessionRevoked,
    (auth, id) => service.revokeSession(auth, id),
  );

  api.post(
    '/sessions/revoke-others',
    session('Log out every session of the account but this one (API tokens stay)', {
      response: { 200: revokeOthersResponseSchema },
    }),
    async (request) => ({
      detail: sm.otherSessionsRevoked,
      revoked: await service.revokeOtherSessions(authOf(request)),
    }),
  );
}
