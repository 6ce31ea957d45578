import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginAnswer } from '@sinyal/contracts/account-security';
import type { Passkey, PasskeysResponse } from '@sinyal/contracts/passkeys';
import { passkeysPerAccount } from '@sinyal/contracts/passkey-limits';
import type { AppContext } from '../../app-context';
import { recordAudit, securityEvent } from '../audit/audit.service';
import { AppError } from '../../errors';
import { addMs } from '../../lib/clock';
import { hashToken } from '../../security/tokens';
import { createAuthService, type RequestMeta } from '../auth/auth.service';
import { createSsoPolicy } from '../sso-policy/sso-policy.service';
import type { AuthContext } from '../../plugins/auth';
import {
  countSignInMethods,
  findSignInMethods,
  findUserById,
  lockUserRow,
} from '../users/users.service';
import {
  deletePasskey,
  findPasskeyByCredentialId,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
  renamePasskey,
  useChallenge,
  type PasskeyRecord,
} from './passkeys.repository';

/** The account export lists them (account-data). */
export { listPasskeys } from './passkeys.repository';

/** The name a browser shows beside a passkey of this site. */
const relyingPartyName = 'Sinyal';

/** How long the browser may take over a ceremony (the person picks a passkey, touches a key). */
export const ceremonyTtlMs = 5 * 60_000;

const challengeInvalid = () => AppError.of('passkey_challenge_invalid', 400);
const notRecognised = () => AppError.of('passkey_not_recognised', 401);
const verificationFailed = () => AppError.of('passkey_verification_failed', 401);

function passkeyOf(row: PasskeyRecord): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    backed_up: row.backed_up === 1,
  };
}

/** The signature counter of an assertion's authenticator data (bytes 33 to 36, big-endian). */
function counterOf(response: AuthenticationResponseJSON): number {
  const data = Buffer.from(response.response.authenticatorData, 'base64url');
  return data.length >= 37 ? data.readUInt32BE(33) : 0;
}

/**
 * Passkeys (WebAuthn, docs/architecture.md §16): the relying party is this site (its ID the host
 * of PUBLIC_URL, its origin PUBLIC_URL's). Credentials are discoverable, so signing in needs no
 * username: the browser offers the passkeys it holds for the site (also as autofill). Every
 * challenge is stored (hashed) and used once, whichever instance checks it.
 */
export function createPasskeysService(ctx: AppContext) {
  const { db, clock, config } = ctx;
  const auth = createAuthService(ctx);
  // An organization that enforces single sign-on refuses its people's passkeys (owners excepted).
  const ssoPolicy = createSsoPolicy(db, config.publicUrl);
  const origin = new URL(config.publicUrl).origin;
  const rpID = new URL(config.publicUrl).hostname;

  async function storeChallenge(
    challenge: string,
    purpose: 'register' | 'login',
    userId: number | null,
  ) {
    const now = clock.now();
    await insertChallenge(
      db,
      {
        challenge_hash: hashToken(challenge),
        purpose,
        user_id: userId,
        expires_at: addMs(now, ceremonyTtlMs).toISOString(),
      },
      now,
    );
  }

  /**
   * The check simplewebauthn makes of the challenge the browser signed: it must be one this
   * server made for this purpose (and account), unused; it is used up by the check.
   */
  function challengeCheck(purpose: 'register' | 'login', userId: number | null) {
    const outcome = { passed: false };
    const check = async (challenge: string) => {
      const used = await useChallenge(db, hashToken(challenge), purpose, clock.now());
      outcome.passed = used !== undefined && used.user_id === userId;
      return outcome.passed;
    };
    return { check, outcome };
  }

  return {
    /** `POST /api/passkeys/register/options`: what the browser needs to make a new passkey. */
    async registrationOptions(session: AuthContext) {
      const existing = await listPasskeys(db, session.user.id);
      if (existing.length >= passkeysPerAccount) throw AppError.of('too_many_passkeys', 409);
      const options = await generateRegistrationOptions({
        rpName: relyingPartyName,
        rpID,
        userName: session.user.username,
        userDisplayName: session.user.full_name || session.user.username,
        // The same handle for every passkey of the account, and nothing personal in it.
        userID: new TextEncoder().encode(`sinyal-user-${session.user.id}`),
        attestationType: 'none',
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        excludeCredentials: existing.map((row) => ({
          id: row.credential_id,
          ...(row.transports ? { transports: JSON.parse(row.transports) as string[] } : {}),
        })),
        timeout: ceremonyTtlMs,
      });
      await storeChallenge(options.challenge, 'register', session.user.id);
      return options;
    },

    /** `POST /api/passkeys/register/verify`: checks what the browser made and keeps the passkey. */
    async register(
      session: AuthContext,
      input: { response: unknown; name?: string | undefined },
    ): Promise<Passkey> {
      const { check, outcome } = challengeCheck('register', session.user.id);
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response: input.response as RegistrationResponseJSON,
          expectedChallenge: check,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch {
        throw outcome.passed ? verificationFailed() : challengeInvalid();
      }
      if (!verified.verified) throw verificationFailed();
      const { credential, credentialBackedUp } = verified.registrationInfo;
      const existing = await listPasskeys(db, session.user.id);
      if (existing.length >= passkeysPerAccount) throw AppError.of('too_many_passkeys', 409);
      const stored = await insertPasskey(
        db,
        {
          user_id: session.user.id,
          credential_id: credential.id,
          public_key: Buffer.from(credential.publicKey).toString('base64url'),
          name: input.name || `Passkey ${existing.length + 1}`,
          counter: credential.counter,
          transports: credential.transports ? JSON.stringify(credential.transports) : null,
          backed_up: credentialBackedUp ? 1 : 0,
        },
        clock.now(),
      );
      if (!stored) throw AppError.of('passkey_already_added', 409);
      await recordAudit(db, securityEvent(session.user.id, 'passkey_add', clock.now(), session.ip));
      return passkeyOf(stored);
    },

    async list(session: AuthContext): Promise<PasskeysResponse> {
      return { passkeys: (await listPasskeys(db, session.user.id)).map(passkeyOf) };
    },

    async rename(session: AuthContext, id: number, name: string): Promise<void> {
      const existing = (await listPasskeys(db, session.user.id)).filter((row) => row.id !== id);
      const chosen = name || `Passkey ${existing.length + 1}`;
      if (!(await renamePasskey(db, session.user.id, id, chosen))) {
        throw AppError.of('passkey_not_found', 404);
      }
    },

    /** Removes a passkey, unless nothing else could sign in to the account then. */
    async remove(session: AuthContext, id: number): Promise<void> {
      const userId = session.user.id;
      await db.transaction().execute(async (trx) => {
        // Two removals at once must not both see the other's method still there.
        await lockUserRow(trx, userId);
        const owned = (await listPasskeys(trx, userId)).some((row) => row.id === id);
        if (!owned) throw AppError.of('passkey_not_found', 404);
        if (countSignInMethods(await findSignInMethods(trx, userId)) <= 1) {
          throw AppError.of('last_sign_in_method', 409);
        }
        await deletePasskey(trx, userId, id);
        await recordAudit(trx, securityEvent(userId, 'passkey_remove', clock.now(), session.ip));
      });
    },

    /** `POST /api/passkeys/login/options`: a challenge for any of the site's passkeys. */
    async loginOptions() {
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'preferred',
        timeout: ceremonyTtlMs,
        challenge: randomBytes(32),
      });
      await storeChallenge(options.challenge, 'login', null);
      return options;
    },

    /**
     * `POST /api/passkeys/login/verify`: a session, or the second step of 2FA when the passkey did
     * not verify the person (PIN, biometrics): a passkey with user verification is two factors.
     */
    async login(
      input: { response: unknown; remember_me?: boolean | undefined },
      meta: RequestMeta,
      log: FastifyBaseLogger,
    ): Promise<LoginAnswer> {
      const response = input.response as AuthenticationResponseJSON;
      const passkey = await findPasskeyByCredentialId(db, response.id);
      if (!passkey) throw notRecognised();
      const { check, outcome } = challengeCheck('login', null);
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: check,
          expectedOrigin: origin,
          expectedRPID: rpID,
          // The counter is compared below, after the signature, so a refusal can be logged.
          credential: {
            id: passkey.credential_id,
            publicKey: Buffer.from(passkey.public_key, 'base64url'),
            counter: 0,
          },
          requireUserVerification: false,
        });
      } catch {
        throw outcome.passed ? verificationFailed() : challengeInvalid();
      }
      if (!verified.verified) throw verificationFailed();
      const info = verified.authenticationInfo;
      const counter = counterOf(response);
      // Authenticators that keep no counter send 0 every time; any other must go up, or the
      // passkey may have been copied to a second authenticator.
      if ((counter > 0 || passkey.counter > 0) && counter <= passkey.counter) {
        log.warn(
          { passkey_id: passkey.id, user_id: passkey.user_id, counter, stored: passkey.counter },
          'passkey counter went backwards: sign-in refused',
        );
        throw AppError.of('passkey_counter_went_back', 401);
      }
      const recorded = await recordPasskeyUse(
        db,
        passkey.id,
        { previousCounter: passkey.counter, counter, backedUp: info.credentialBackedUp },
        clock.now(),
      );
      if (!recorded) throw AppError.of('passkey_counter_went_back', 401);
      const user = await findUserById(db, passkey.user_id);
      if (!user) throw notRecognised();
      await ssoPolicy.refuseSignIn(user);
      return auth.signInProven(
        user,
        { rememberMe: input.remember_me ?? false, secondFactor: info.userVerified },
        meta,
      );
    },
  };
}
