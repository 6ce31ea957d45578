import type {
  ChangePasswordRequest,
  LoginRequest,
  LoginResponse,
  MailLanguage,
  RegisterResponse,
  ResetPasswordRequest,
  SessionsResponse,
  registerRequestSchema,
} from '@sinyal/contracts/auth';
import { authMessages as m } from '@sinyal/contracts/auth-messages';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { EmailTokenPurpose } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { addMs, dayMs, hourMs } from '../../lib/clock';
import { normalizeIdentifier } from '../../lib/normalize';
import { renderLinkMail } from '../../mail/templates';
import type { AuthContext } from '../../plugins/auth';
import { hashToken, issueToken, looksLikeToken } from '../../security/tokens';
import {
  findTakenIdentifiers,
  findUserById,
  findUserByLogin,
  insertUser,
  markEmailVerified,
  setUserPassword,
  type UserRecord,
} from '../users/users.repository';
import {
  consumeEmailToken,
  findLastSuccessfulLogin,
  findUsableEmailToken,
  insertEmailToken,
  listLoginEvents,
  recordLoginEvent,
  retireEmailTokens,
} from './auth.repository';
import {
  insertSession,
  listActiveSessions,
  revokeSession,
  revokeUserTokens,
} from './sessions.repository';

export const sessionTtlMs = 12 * hourMs;
export const rememberedSessionTtlMs = 30 * dayMs;
export const verifyLinkTtlMs = 24 * hourMs;
export const resetLinkTtlMs = 1 * hourMs;

type RegisterInput = z.output<typeof registerRequestSchema>;

/** Who is asking: stored with sessions and sign-in history. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** From Accept-Language; used when the request names no language. */
  language: MailLanguage;
}

const invalidCredentials = () => new AppError('invalid_credentials', 401, m.invalidCredentials);
const invalidLink = () =>
  new AppError('invalid_token', 400, m.invalidLink, { token: m.invalidLink });

export function createAuthService(ctx: AppContext) {
  const { db, clock, passwords, config } = ctx;

  const linkPaths: Record<EmailTokenPurpose, string> = {
    verify: '/#/verify-email',
    reset: '/#/reset-password',
  };

  /** Issues a single-use link token (older links of the same kind stop working) and mails it. */
  async function sendLinkMail(user: UserRecord, purpose: EmailTokenPurpose): Promise<void> {
    const { token, hash } = issueToken();
    const now = clock.now();
    const ttl = purpose === 'verify' ? verifyLinkTtlMs : resetLinkTtlMs;
    await retireEmailTokens(db, user.id, purpose, now);
    await insertEmailToken(
      db,
      { token_hash: hash, user_id: user.id, purpose, expires_at: addMs(now, ttl).toISOString() },
      now,
    );
    const link = `${config.publicUrl}${linkPaths[purpose]}?token=${token}`;
    const language = user.language === 'tr' ? 'tr' : 'en';
    const content = renderLinkMail(purpose, language, {
      name: user.full_name || user.username,
      link,
    });
    await ctx.mailer.send({ kind: purpose, to: user.email, link, ...content });
  }

  const mailInBackground = (user: UserRecord, purpose: EmailTokenPurpose) =>
    ctx.background.run(`${purpose} mail`, () => sendLinkMail(user, purpose));

  return {
    async register(input: RegisterInput, meta: RequestMeta): Promise<RegisterResponse> {
      const username = input.username.trim();
      const email = input.email.trim();
      const usernameNormalized = normalizeIdentifier(username);
      const emailNormalized = normalizeIdentifier(email);

      const conflict = (taken: { email: boolean; username: boolean }) => {
        const fields: Record<string, string> = {};
        if (taken.email) fields.email = m.emailTaken;
        if (taken.username) fields.username = m.usernameTaken;
        return taken.email
          ? new AppError('email_taken', 409, m.emailTaken, fields)
          : new AppError('username_taken', 409, m.usernameTaken, fields);
      };
      const taken = await findTakenIdentifiers(db, emailNormalized, usernameNormalized);
      if (taken.email || taken.username) throw conflict(taken);

      const passwordHash = await passwords.hash(input.password);
      let id: number;
      try {
        id = await insertUser(
          db,
          {
            username,
            username_normalized: usernameNormalized,
            email,
            email_normalized: emailNormalized,
            password_hash: passwordHash,
            full_name: input.full_name,
            company: input.company,
            sector: input.sector,
            country: input.country,
            newsletter: input.newsletter_subscribed,
            language: input.language ?? meta.language,
          },
          clock.now(),
        );
      } catch (error) {
        // Another registration with the same name or address won the race.
        if (!isUniqueViolation(error)) throw error;
        throw conflict(await findTakenIdentifiers(db, emailNormalized, usernameNormalized));
      }
      const user = await findUserById(db, id);
      if (user) mailInBackground(user, 'verify');
      return { id, username, email, email_verified: false, detail: m.registrationSuccess };
    },

    async login(input: LoginRequest, meta: RequestMeta): Promise<LoginResponse> {
      const user = await findUserByLogin(db, normalizeIdentifier(input.username_or_email));
      const event = { ip: meta.ip, user_agent: meta.userAgent };
      if (!user) {
        // Same work and same answer as a wrong password: nothing tells whether the account exists.
        await passwords.verifyDummy(input.password);
        await recordLoginEvent(db, { ...event, user_id: null, success: false }, clock.now());
        throw invalidCredentials();
      }
      if (!(await passwords.verify(user.password_hash, input.password))) {
        await recordLoginEvent(db, { ...event, user_id: user.id, success: false }, clock.now());
        throw invalidCredentials();
      }
      if (user.email_verified_at === null) {
        throw new AppError('email_not_verified', 403, m.emailNotVerified);
      }

      const ttl = input.remember_me ? rememberedSessionTtlMs : sessionTtlMs;
      const now = clock.now();
      const { token, hash } = issueToken();
      await insertSession(
        db,
        {
          token_hash: hash,
          user_id: user.id,
          kind: 'session',
          expires_at: addMs(now, ttl).toISOString(),
          ip: meta.ip,
          user_agent: meta.userAgent,
        },
        now,
      );
      await recordLoginEvent(db, { ...event, user_id: user.id, success: true }, now);
      return { access_token: token, token_type: 'Bearer', expires_in: ttl / 1000 };
    },

    async logout(auth: AuthContext): Promise<void> {
      await revokeSession(db, auth.sessionId, clock.now());
    },

    async verifyEmail(token: string): Promise<void> {
      if (!looksLikeToken(token)) throw invalidLink();
      const now = clock.now();
      const userId = await consumeEmailToken(db, hashToken(token), 'verify', now);
      if (userId === undefined) throw invalidLink();
      await markEmailVerified(db, userId, now);
    },

    /** Answers at once, the same way for every input; the mail (if any) goes out in the background. */
    requestVerificationMail(usernameOrEmail: string): void {
      ctx.background.run('resend verification', async () => {
        const user = await findUserByLogin(db, normalizeIdentifier(usernameOrEmail));
        if (user && user.email_verified_at === null) await sendLinkMail(user, 'verify');
      });
    },

    requestPasswordReset(usernameOrEmail: string): void {
      ctx.background.run('password reset request', async () => {
        const user = await findUserByLogin(db, normalizeIdentifier(usernameOrEmail));
        if (user) await sendLinkMail(user, 'reset');
      });
    },

    async resetPassword(input: ResetPasswordRequest): Promise<void> {
      if (!looksLikeToken(input.token)) throw invalidLink();
      const tokenHash = hashToken(input.token);
      // Check the link before paying for a hash, then use it up inside the transaction.
      if ((await findUsableEmailToken(db, tokenHash, 'reset', clock.now())) === undefined) {
        throw invalidLink();
      }
      const passwordHash = await passwords.hash(input.password);
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const userId = await consumeEmailToken(trx, tokenHash, 'reset', now);
        if (userId === undefined) throw invalidLink();
        await setUserPassword(trx, userId, passwordHash, now);
        // The link came through the mailbox, so the address is proven too.
        await markEmailVerified(trx, userId, now);
        // Whoever knew the old password is signed out everywhere, API tokens included.
        await revokeUserTokens(trx, userId, ['session', 'api'], now);
      });
    },

    async changePassword(auth: AuthContext, input: ChangePasswordRequest): Promise<void> {
      const user = await findUserById(db, auth.user.id);
      if (!user || !(await passwords.verify(user.password_hash, input.current_password))) {
        throw new AppError('wrong_password', 400, m.currentPasswordWrong, {
          current_password: m.currentPasswordWrong,
        });
      }
      const passwordHash = await passwords.hash(input.new_password);
      const now = clock.now();
      await setUserPassword(db, user.id, passwordHash, now);
      // Other browsers signed in with the old password are signed out; this one stays.
      await revokeUserTokens(db, user.id, ['session'], now, auth.sessionId);
    },

    async sessions(auth: AuthContext): Promise<SessionsResponse> {
      const [sessions, logins, lastLogin] = await Promise.all([
        listActiveSessions(db, auth.user.id, clock.now()),
        listLoginEvents(db, auth.user.id, 20),
        findLastSuccessfulLogin(db, auth.user.id),
      ]);
      return {
        last_login_at: lastLogin,
        sessions: sessions.map((session) => ({
          ...session,
          current: session.id === auth.sessionId,
        })),
        logins,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
