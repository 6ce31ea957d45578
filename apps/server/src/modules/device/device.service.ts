import { randomInt, randomUUID } from 'node:crypto';
import {
  deviceClientIds,
  deviceCodeGrantType,
  deviceCodeLifetimeS,
  devicePollIntervalS,
  formatUserCode,
  licenceCodes as m,
  normalizeUserCode,
  publishToolClientId,
  slowDownStepS,
  userCodeAlphabet,
  userCodeLength,
  type DeviceAuthorizeRequest,
  type DeviceAuthorizeResponse,
  type DeviceDecisionResponse,
  type DeviceTokenError,
  type DeviceTokenRequest,
  type DeviceTokenResponse,
  type PublishToolTokenResponse,
  type PendingDevice,
} from '@sinyal/contracts/licence';
import type { SessionUser } from '@sinyal/contracts/auth';
import { tokenNameMaxLength } from '@sinyal/contracts/account-security';
import { englishMessage } from '@sinyal/contracts/message-catalog';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { hashToken, issueToken } from '../../security/tokens';
import { insertDevice } from '../licence/licence.service';
import { insertApiToken } from '../tokens/tokens.service';
import { findUserById } from '../users/users.service';
import {
  decideAuthorization,
  findAuthorization,
  insertDeviceAuthorization,
  markAuthorizationUsed,
  recordPoll,
  type DeviceAuthorizationRecord,
} from './device.repository';

// A poll that arrives this much early still counts as on time: the device waits `interval` after
// the previous answer, and the two requests may travel at different speeds.
const pollToleranceMs = 500;
// However often a device is told to slow down, it never has to wait longer than this.
const longestIntervalS = 60;

/**
 * The token endpoint's refusals: 400s named by RFC 6749 §5.2 and RFC 8628 §3.5 (the route adds
 * the RFC's `error`, plugins/errors.ts).
 */
function tokenError(code: DeviceTokenError, interval?: number): AppError {
  return AppError.of(code, 400, interval === undefined ? {} : { params: { interval } });
}

/**
 * RFC 6749 §5.2: a client the service does not know is invalid_client. The desktop apps that came
 * before the standard clients send no client_id, and are the same client.
 */
function checkClient(clientId: string | undefined): void {
  if (clientId !== undefined && !(deviceClientIds as readonly string[]).includes(clientId)) {
    throw AppError.of(m.invalidClient, 401);
  }
}

/** The client as stored: null for the desktop app, whose older versions send none. */
const storedClient = (clientId: string | undefined) =>
  clientId === publishToolClientId ? publishToolClientId : null;

function randomUserCode(): string {
  let code = '';
  for (let index = 0; index < userCodeLength; index++) {
    code += userCodeAlphabet[randomInt(userCodeAlphabet.length)];
  }
  return code;
}

/** RFC 8628 device authorization: the desktop app asks, the signed-in user decides on /activate. */
export function createDeviceService(ctx: AppContext) {
  const { db, clock } = ctx;
  const wrongCodes = ctx.rateLimits.counted(
    'device-code',
    ctx.config.rateLimits.deviceCode.account,
  );
  const verificationUri = `${ctx.config.publicUrl}/activate`;

  /** A pending sign-in by the code the user typed; wrong codes count against the account. */
  async function pendingByUserCode(
    user: SessionUser,
    typed: string,
  ): Promise<DeviceAuthorizationRecord> {
    const account = { accountId: user.id };
    const attempt = await wrongCodes.reserve(account);
    const code = normalizeUserCode(typed);
    const row = code === null ? undefined : await findAuthorization(db, 'user_code', code);
    if (!row || row.expires_at <= clock.now().toISOString()) {
      throw AppError.of(m.userCodeNotFound, 404);
    }
    await attempt.release();
    if (row.status !== 'pending') throw AppError.of(m.userCodeDecided, 409);
    return row;
  }

  /** The publishing tool's sign-in, approved: an API token with the publish scope, no device. */
  async function issuePublishToken(
    row: DeviceAuthorizationRecord,
    userId: number,
    now: Date,
  ): Promise<PublishToolTokenResponse> {
    const issued = await db.transaction().execute(async (trx) => {
      if (!(await markAuthorizationUsed(trx, row.id))) return null;
      return insertApiToken(
        trx,
        {
          userId,
          name: row.device_name.slice(0, tokenNameMaxLength),
          scopes: ['publish'],
          expiresAt: null,
          ip: null,
          userAgent: `${row.os}; sinyal-ext ${row.app_version}`,
        },
        now,
      );
    });
    if (!issued) throw tokenError(m.invalidGrant);
    return { access_token: issued.token, token_type: 'Bearer', scope: 'publish' };
  }

  return {
    async authorize(request: DeviceAuthorizeRequest): Promise<DeviceAuthorizeResponse> {
      checkClient(request.client_id);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + deviceCodeLifetimeS * 1000).toISOString();
      const deviceCode = issueToken();
      // mac_address is accepted and dropped: nothing here identifies hardware.
      for (let attempt = 0; ; attempt++) {
        const userCode = randomUserCode();
        try {
          await insertDeviceAuthorization(
            db,
            {
              device_code_hash: deviceCode.hash,
              user_code: userCode,
              device_name: request.device_name,
              os: request.os,
              app_version: request.app_version,
              client_id: storedClient(request.client_id),
              interval_s: devicePollIntervalS,
              expires_at: expiresAt,
            },
            now,
          );
        } catch (error) {
          // Codes stay unique while their rows are kept; on the rare clash, draw again.
          if (isUniqueViolation(error) && attempt < 5) continue;
          throw error;
        }
        const shown = formatUserCode(userCode);
        return {
          device_code: deviceCode.token,
          user_code: shown,
          verification_uri: verificationUri,
          verification_uri_complete: `${verificationUri}?user_code=${shown}`,
          expires_in: deviceCodeLifetimeS,
          interval: devicePollIntervalS,
        };
      }
    },

    /**
     * `form`: the request came as a form, as RFC 8628 §3.4 sends it, so grant_type is required; the
     * desktop app's JSON may leave it out.
     */
    async token(
      request: DeviceTokenRequest,
      { form }: { form: boolean },
    ): Promise<DeviceTokenResponse | PublishToolTokenResponse> {
      checkClient(request.client_id);
      if (request.grant_type === undefined) {
        if (form) throw tokenError(m.grantTypeRequired);
      } else if (request.grant_type !== deviceCodeGrantType) {
        throw tokenError(m.unsupportedGrantType);
      }
      const row = await findAuthorization(db, 'device_code_hash', hashToken(request.device_code));
      if (!row || row.status === 'used') throw tokenError(m.invalidGrant);
      const now = clock.now();
      if (row.expires_at <= now.toISOString()) throw tokenError(m.expiredToken);

      // RFC 8628 §3.5: a device that polls faster than its interval is told to slow down, and
      // its interval grows by 5 seconds for every later request.
      const last = row.last_polled_at === null ? null : Date.parse(row.last_polled_at);
      if (last !== null && now.getTime() - last < row.interval_s * 1000 - pollToleranceMs) {
        const interval = Math.min(row.interval_s + slowDownStepS, longestIntervalS);
        await recordPoll(db, row.id, interval, now);
        throw tokenError(m.slowDown, interval);
      }
      await recordPoll(db, row.id, row.interval_s, now);
      if (row.status === 'pending') throw tokenError(m.authorizationPending);
      if (row.status === 'denied' || row.user_id === null) throw tokenError(m.accessDenied);
      // Approved before the operator disabled the account: no device token for it now.
      if ((await findUserById(db, row.user_id))?.disabled_at != null) {
        throw tokenError(m.accessDenied);
      }

      const userId = row.user_id;
      // The code of one client is no use to another (RFC 6749 §4.1.3 asks as much of a code).
      if (row.client_id !== storedClient(request.client_id)) throw tokenError(m.invalidGrant);
      if (row.client_id === publishToolClientId) return issuePublishToken(row, userId, now);
      const token = issueToken();
      const deviceId = randomUUID();
      const issued = await db.transaction().execute(async (trx) => {
        // Two polls at once: only the one that marks the sign-in used gets a token.
        if (!(await markAuthorizationUsed(trx, row.id))) return false;
        await insertDevice(
          trx,
          {
            id: deviceId,
            user_id: userId,
            kind: 'online',
            name: row.device_name,
            os: row.os,
            app_version: row.app_version,
            token_hash: token.hash,
          },
          now,
        );
        return true;
      });
      if (!issued) throw tokenError(m.invalidGrant);
      return {
        device_token: token.token,
        device_id: deviceId,
        access_token: token.token,
        token_type: 'Bearer',
      };
    },

    async lookup(user: SessionUser, userCode: string): Promise<PendingDevice> {
      const row = await pendingByUserCode(user, userCode);
      return {
        user_code: formatUserCode(row.user_code),
        device_name: row.device_name,
        os: row.os,
        app_version: row.app_version,
        requested_at: row.created_at,
        expires_at: row.expires_at,
      };
    },

    async decide(
      user: SessionUser,
      userCode: string,
      decision: 'approved' | 'denied',
    ): Promise<DeviceDecisionResponse> {
      const row = await pendingByUserCode(user, userCode);
      const decided = await decideAuthorization(
        db,
        row.id,
        { userId: user.id, status: decision },
        clock.now(),
      );
      if (!decided) throw AppError.of(m.userCodeDecided, 409);
      const code = decision === 'approved' ? m.deviceApproved : m.deviceDenied;
      return { detail: englishMessage(code) ?? code, decision };
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
