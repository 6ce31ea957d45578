import { sitePath } from '@sinyal/contracts/site-pages';
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
import type {
  LoginAnswer,
  LoginSecondStepRequest,
  MfaRequiredResponse,
} from '@sinyal/contracts/account-security';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordAudit, securityEvent } from '../audit/audit.service';
import type { EmailTokenPurpose } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { dayMs, hourMs } from '../../lib/clock';
import { normalizeIdentifier } from '../../lib/normalize';
import { greetingName, renderLinkMail } from '../../mail/templates';
import type { AuthContext } from '../../plugins/auth';
import type { CountedLimit } from '../../plugins/rate-limit';
import { hashToken, issueStoredToken, issueToken, looksLikeToken } from '../../security/tokens';
import {
  findTakenIdentifiers,
  findUserById,
  findUserByLogin,
  insertUser,
  markEmailVerified,
  setUserPassword,
  updateUser,
  type UserRecord,
} from '../users/users.service';
import {
  consumeEmailToken,
  findLastSuccessfulLogin,
  findUsableEmailToken,
  insertEmailToken,
  isLinkOfVerifiedAccount,
  listLoginEvents,
  recordLoginEvent,
  retireEmailTokens,
} from './auth.repository';
import {
  insertSession,
  listActiveSessions,
  revokeOtherSessions,
  revokeSession,
  revokeUserSession,
  revokeUserTokens,
} from './sessions.repository';
import {
  consumeLoginChallenge,
  findLoginChallenge,
  insertLoginChallenge,
} from './login-challenges.repository';
import { answerOf, createSecondFactor } from '../two-factor/second-factor.service';

export const sessionTtlMs = 12 * hourMs;
export const rememberedSessionTtlMs = 30 * dayMs;
export const verifyLinkTtlMs = 24 * hourMs;
// Another module that changes how an account is reached (its e-mail) retires the links sent before.
export { retireEmailTokens } from './auth.repository';

export const resetLinkTtlMs = 1 * hourMs;
/** How long the second step of a login may take. */
export const loginChallengeTtlMs = 5 * 60 * 1000;

type RegisterInput = z.output<typeof registerRequestSchema>;

/** What an account is made of, whichever way it is registered. */
type AccountFields = Omit<RegisterInput, 'password' | 'confirm_password'>;

/**
 * A new account for a person a provider (or an organization's own, single sign-on) vouched for
 * (docs/architecture.md §16, §17): no password.
 */
export type ProviderRegistration = AccountFields & {
  /** The provider vouched for the address: the account starts verified, with no mail. */
  emailVerified: boolean;
};

/** Who is asking: stored with sessions and sign-in history. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** From Accept-Language; used when the request names no language. */
  language: MailLanguage;
}

const invalidCredentials = () => AppError.of('invalid_credentials', 401);
const invalidLink = () => AppError.of('invalid_link', 400, { fields: { token: 'invalid_link' } });
const takenConflict = (taken: { email: boolean; username: boolean }) => {
  const fields: Record<string, 'email_taken' | 'username_taken'> = {};
  if (taken.email) fields.email = 'email_taken';
  if (taken.username) fields.username = 'username_taken';
  return AppError.of(taken.email ? 'email_taken' : 'username_taken', 409, { fields });
};
/** An account the operator switched off signs in no way at all (docs/architecture.md §15). */
function refuseDisabled(user: UserRecord): void {
  if (user.disabled_at !== null) throw AppError.of('account_disabled', 403);
}
const challengeInvalid = () =>
  AppError.of('mfa_token_invalid', 401, { fields: { mfa_token: 'mfa_token_invalid' } });

export function createAuthService(ctx: AppContext) {
  const { db, clock, passwords, config } = ctx;
  const limits = config.rateLimits;
  // Failed sign-ins per account (or per login typed, when it names none): the username and the
  // e-mail of one account share a count, and signing in successfully never adds to it.
  const loginFailures = ctx.rateLimits.counted('login-failures', limits.login.account);
  const secondFactor = createSecondFactor(ctx);
  // However the requests are spread over spellings of a login, an account gets this many mails.
  const mailsPerAccount: Record<EmailTokenPurpose, CountedLimit> = {
    verify: ctx.rateLimits.counted('verify-mails', limits.resendVerification.account),
    reset: ctx.rateLimits.counted('reset-mails', limits.forgotPassword.account),
  };

  const linkPaths: Record<EmailTokenPurpose, string> = {
    verify: '/verify-email',
    reset: '/reset-password',
  };

  /** Issues a single-use link token (older links of the same kind stop working) and mails it. */
  async function sendLinkMail(user: UserRecord, purpose: EmailTokenPurpose): Promise<void> {
    const now = clock.now();
    const ttl = purpose === 'verify' ? verifyLinkTtlMs : resetLinkTtlMs;
    await retireEmailTokens(db, user.id, purpose, now);
    // email_tokens keeps used and expired rows; old ones are removed on a schedule (operations).
    const token = await issueStoredToken(now, ttl, (row) =>
      insertEmailToken(
        db,
        { ...row, user_id: user.id, purpose, sent_to: user.email_normalized },
        now,
      ),
    );
    const language = user.language === 'tr' ? 'tr' : 'en';
    // The page in the reader's language; the token in the fragment, which no server or Referer sees.
    const link = `${config.publicUrl}${sitePath(linkPaths[purpose], language)}#token=${token}`;
    const content = renderLinkMail(purpose, language, {
      name: greetingName(user.full_name, user.username),
      link,
    });
    await ctx.mailer.send({ kind: purpose, to: user.email, link, ...content });
  }

  /** Sends the link unless the account has had its share of such mails in the window. */
  async function sendLimitedLinkMail(user: UserRecord, purpose: EmailTokenPurpose): Promise<void> {
    if (await mailsPerAccount[purpose].take({ accountId: user.id })) {
      await sendLinkMail(user, purpose);
    }
  }

  const mailInBackground = (user: UserRecord, purpose: EmailTokenPurpose) =>
    ctx.background.run(`${purpose} mail`, () => sendLimitedLinkMail(user, purpose));

  /** A new login session, recorded in the sign-in history. */
  async function startSession(
    userId: number,
    rememberMe: boolean,
    meta: RequestMeta,
  ): Promise<LoginResponse> {
    const ttl = rememberMe ? rememberedSessionTtlMs : sessionTtlMs;
    const now = clock.now();
    // sessions keeps expired and revoked rows for the sign-in history; old ones are removed on
    // a schedule (operations).
    const token = await issueStoredToken(now, ttl, (row) =>
      insertSession(
        db,
        { ...row, user_id: userId, kind: 'session', ip: meta.ip, user_agent: meta.userAgent },
        now,
      ),
    );
    await recordLoginEvent(
      db,
      { ip: meta.ip, user_agent: meta.userAgent, user_id: userId, success: true },
      now,
    );
    return { access_token: token, token_type: 'Bearer', expires_in: ttl / 1000 };
  }

  /**
   * Makes an account whose password hash is of `secret`, unless its name or address is taken
   * (checked first, and again when another registration wins the race to the same name).
   */
  async function insertAccount(input: AccountFields, secret: string, meta: RequestMeta) {
    const username = input.username.trim();
    const email = input.email.trim();
    const usernameNormalized = normalizeIdentifier(username);
    const emailNormalized = normalizeIdentifier(email);
    const taken = await findTakenIdentifiers(db, emailNormalized, usernameNormalized);
    if (taken.email || taken.username) throw takenConflict(taken);
    const passwordHash = await passwords.hash(secret);
    const now = clock.now();
    try {
      const id = await insertUser(
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
        now,
      );
      return { id, username, email, now };
    } catch (error) {
      // Another registration with the same name or address won the race.
      if (!isUniqueViolation(error)) throw error;
      throw takenConflict(await findTakenIdentifiers(db, emailNormalized, usernameNormalized));
    }
  }

  /** The password was right: a short-lived token for the second step, and nothing that signs in. */
  async function startSecondStep(
    user: UserRecord,
    rememberMe: boolean,
  ): Promise<MfaRequiredResponse> {
    const now = clock.now();
    const token = await issueStoredToken(now, loginChallengeTtlMs, (row) =>
      insertLoginChallenge(db, { ...row, user_id: user.id, remember_me: rememberMe }, now),
    );
    return { mfa_required: true, mfa_token: token };
  }

  const secondFactorWrong = (typed: string) =>
    'code' in answerOf(typed)
      ? AppError.of('two_factor_code_wrong', 401, { fields: { otp: 'two_factor_code_wrong' } })
      : AppError.of('recovery_code_wrong', 401, { fields: { otp: 'recovery_code_wrong' } });

  return {
    async register(input: RegisterInput, meta: RequestMeta): Promise<RegisterResponse> {
      const { id, username, email } = await insertAccount(input, input.password, meta);
      const user = await findUserById(db, id);
      if (user) mailInBackground(user, 'verify');
      return { id, username, email, email_verified: false, detail: m.registrationSuccess };
    },

    /**
     * `refuse`: a check of the account once the password proved right (an organization that
     * wants its people through single sign-on); it throws to refuse.
     */
    async login(
      input: LoginRequest,
      meta: RequestMeta,
      refuse?: (user: UserRecord) => Promise<void>,
    ): Promise<LoginAnswer> {
      const login = normalizeIdentifier(input.username_or_email);
      const user = await findUserByLogin(db, login);
      const limitKey = user ? { accountId: user.id } : { typedLogin: login };
      // Counted as a failure before the hash and given back once the password proves right, so
      // guesses sent all at once reach the hash no more often than guesses sent one by one; and
      // once the failures are used up, even the right password waits.
      const attempt = await loginFailures.reserve(limitKey);
      const event = { ip: meta.ip, user_agent: meta.userAgent };
      // login_events grows with every attempt; old rows are removed on a schedule (operations).
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
      await attempt.release();
      refuseDisabled(user);
      if (user.email_verified_at === null) {
        throw AppError.of('email_not_verified', 403);
      }
      await refuse?.(user);

      if (user.totp_enabled_at !== null) {
        // Two-factor sign-in: no session until the second factor passes (docs/architecture.md §11).
        if (input.otp === undefined) return startSecondStep(user, input.remember_me ?? false);
        // A client that has the code at hand (the desktop app) may send it with the password.
        if (!(await secondFactor.verify(user, answerOf(input.otp)))) {
          await recordLoginEvent(db, { ...event, user_id: user.id, success: false }, clock.now());
          throw secondFactorWrong(input.otp);
        }
      }
      return startSession(user.id, input.remember_me ?? false, meta);
    },

    /** `POST /api/login/2fa`: the code (or a recovery code) that finishes a login. */
    async loginSecondStep(
      input: LoginSecondStepRequest,
      meta: RequestMeta,
    ): Promise<LoginResponse> {
      if (!looksLikeToken(input.mfa_token)) throw challengeInvalid();
      const challenge = await findLoginChallenge(db, hashToken(input.mfa_token), clock.now());
      if (!challenge) throw challengeInvalid();
      const user = await findUserById(db, challenge.user_id);
      if (!user || user.totp_enabled_at === null) throw challengeInvalid();
      refuseDisabled(user);
      const answer =
        input.code !== undefined
          ? { code: input.code }
          : { recoveryCode: input.recovery_code ?? '' };
      if (!(await secondFactor.verify(user, answer))) {
        await recordLoginEvent(
          db,
          { ip: meta.ip, user_agent: meta.userAgent, user_id: user.id, success: false },
          clock.now(),
        );
        throw 'code' in answer
          ? AppError.of('two_factor_code_wrong', 401, { fields: { code: 'two_factor_code_wrong' } })
          : AppError.of('recovery_code_wrong', 401, {
              fields: { recovery_code: 'recovery_code_wrong' },
            });
      }
      if (!(await consumeLoginChallenge(db, challenge.id, clock.now()))) throw challengeInvalid();
      return startSession(user.id, challenge.remember_me === 1, meta);
    },

    /**
     * A sign-in proven another way than the password (a provider, a passkey): a session, or the
     * second step when the account has 2FA and the proof does not stand for it.
     */
    async signInProven(
      user: UserRecord,
      proof: { rememberMe: boolean; secondFactor: boolean },
      meta: RequestMeta,
    ): Promise<LoginAnswer> {
      refuseDisabled(user);
      if (user.email_verified_at === null) throw AppError.of('email_not_verified', 403);
      if (user.totp_enabled_at !== null && !proof.secondFactor) {
        return startSecondStep(user, proof.rememberMe);
      }
      return startSession(user.id, proof.rememberMe, meta);
    },

    /**
     * Makes the account of a person a provider vouched for. Its password hash is of a random
     * secret nobody is told (password_set 0) until a reset link sets one; an address the provider
     * did not verify starts unverified and gets the verification mail, as with the form.
     */
    async registerFromProvider(
      input: ProviderRegistration,
      meta: RequestMeta,
    ): Promise<UserRecord> {
      // Hashes a random secret nobody is told, so no password signs in until a reset sets one.
      const { id, now } = await insertAccount(input, issueToken().token, meta);
      await updateUser(db, id, { password_set: 0 }, now);
      if (input.emailVerified) await markEmailVerified(db, id, now);
      const user = await findUserById(db, id);
      if (!user) throw new Error(`the account ${id} just made is gone`);
      if (!input.emailVerified) mailInBackground(user, 'verify');
      return user;
    },

    /** Whether an address belongs to an account (a provider's new person is not linked to it). */
    async isEmailTaken(email: string): Promise<boolean> {
      return (await findTakenIdentifiers(db, normalizeIdentifier(email.trim()), '')).email;
    },

    async logout(auth: AuthContext): Promise<void> {
      await revokeSession(db, auth.sessionId, clock.now());
    },

    async verifyEmail(token: string): Promise<void> {
      if (!looksLikeToken(token)) throw invalidLink();
      const now = clock.now();
      const tokenHash = hashToken(token);
      const userId = await consumeEmailToken(db, tokenHash, 'verify', now);
      if (userId === undefined) {
        // The link was used (or a newer one was), and the address is verified: opened again from
        // the mailbox it says so, not "invalid". Only the holder of this mailed token learns it,
        // and only about the account it was sent to; an unknown token stays "invalid".
        if (await isLinkOfVerifiedAccount(db, tokenHash, 'verify')) {
          throw AppError.of('email_already_verified', 409);
        }
        throw invalidLink();
      }
      await markEmailVerified(db, userId, now);
    },

    /** Answers at once, the same way for every input; the mail (if any) goes out in the background. */
    requestVerificationMail(usernameOrEmail: string): void {
      ctx.background.run('resend verification', async () => {
        const user = await findUserByLogin(db, normalizeIdentifier(usernameOrEmail));
        if (user && user.email_verified_at === null) await sendLimitedLinkMail(user, 'verify');
      });
    },

    requestPasswordReset(usernameOrEmail: string): void {
      ctx.background.run('password reset request', async () => {
        const user = await findUserByLogin(db, normalizeIdentifier(usernameOrEmail));
        if (user) await sendLimitedLinkMail(user, 'reset');
      });
    },

    /** `ip`: the request's address, for the audit log. */
    async resetPassword(input: ResetPasswordRequest, ip: string): Promise<void> {
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
        await recordAudit(trx, securityEvent(userId, 'password_reset', now, ip));
        // The link came through the mailbox, so the address is proven too.
        await markEmailVerified(trx, userId, now);
        // Whoever knew the old password is signed out everywhere, API tokens included.
        await revokeUserTokens(trx, userId, ['session', 'api'], now);
      });
    },

    async changePassword(auth: AuthContext, input: ChangePasswordRequest): Promise<void> {
      const user = await findUserById(db, auth.user.id);
      if (!user || !(await passwords.verify(user.password_hash, input.current_password))) {
        throw AppError.of('wrong_password', 400, {
          fields: { current_password: 'wrong_password' },
        });
      }
      const passwordHash = await passwords.hash(input.new_password);
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        await setUserPassword(trx, user.id, passwordHash, now);
        await recordAudit(trx, securityEvent(user.id, 'password_change', now, auth.ip));
        // Whatever the old password gave out stops working: other browsers' sessions, API tokens
        // and reset links already mailed. This browser stays signed in.
        await revokeUserTokens(trx, user.id, ['session', 'api'], now, auth.sessionId);
        await retireEmailTokens(trx, user.id, 'reset', now);
      });
    },

    /** Signs out one of the account's login sessions (this one too, if asked). */
    async revokeSession(auth: AuthContext, id: number): Promise<void> {
      if (!(await revokeUserSession(db, auth.user.id, id, clock.now()))) {
        throw AppError.of('session_not_found', 404);
      }
      await recordAudit(db, securityEvent(auth.user.id, 'session_revoke', clock.now(), auth.ip));
    },

    /** Signs out every login session of the account but the caller's; API tokens stay. */
    async revokeOtherSessions(auth: AuthContext): Promise<number> {
      const revoked = await revokeOtherSessions(db, auth.user.id, auth.sessionId, clock.now());
      await recordAudit(
        db,
        securityEvent(auth.user.id, 'sessions_revoke_others', clock.now(), auth.ip),
      );
      return revoked;
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
