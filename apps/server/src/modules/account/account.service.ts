import type { Profile, ProfileUpdateRequest, UserStats } from '@sinyal/contracts/account';
import type { SessionUser } from '@sinyal/contracts/auth';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { addMs, dayMs } from '../../lib/clock';
import type { AuthContext } from '../../plugins/auth';
import { issueToken } from '../../security/tokens';
import { insertSession, revokeUserTokens } from '../auth/sessions.repository';
import { findUserById, updateUserProfile } from '../users/users.repository';
import { countApiRequestsSince, listInstalledExtensionIds } from './account.repository';

export const apiCallWindowMs = 30 * dayMs;

/** Just the profile fields of a user row or session user. */
function profileOf(user: Profile): Profile {
  return {
    username: user.username,
    email: user.email,
    full_name: user.full_name,
    company: user.company,
    sector: user.sector,
    country: user.country,
    created_at: user.created_at,
  };
}

/** "0MB" for nothing (the dashboard's default), otherwise the largest unit that keeps a whole number. */
export function formatStorage(bytes: number): string {
  if (bytes <= 0) return '0MB';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = value >= 10 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded}${units[unit]}`;
}

export function createAccountService(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    profile: (user: SessionUser): Profile => profileOf(user),

    /** Only full_name and company change; the schema has already dropped every other key. */
    async updateProfile(auth: AuthContext, changes: ProfileUpdateRequest): Promise<Profile> {
      const update: ProfileUpdateRequest = {};
      if (changes.full_name !== undefined) update.full_name = changes.full_name;
      if (changes.company !== undefined) update.company = changes.company;
      if (Object.keys(update).length > 0) {
        await updateUserProfile(db, auth.user.id, update, clock.now());
      }
      const user = await findUserById(db, auth.user.id);
      if (!user) throw new AppError('not_found', 404, 'This account no longer exists');
      return profileOf(user);
    },

    /**
     * Real figures: extensions = the account's installs; apiCalls = requests made with its API
     * tokens in the last 30 days; storage = bytes the service keeps for the account (profile text
     * and installs list; no files are uploaded yet). Projects live in the desktop app and are not
     * synced to the server, so there are none to count: 0.
     */
    async stats(user: SessionUser): Promise<UserStats> {
      const since = addMs(clock.now(), -apiCallWindowMs).toISOString();
      const [extensionIds, apiCalls] = await Promise.all([
        listInstalledExtensionIds(db, user.id),
        countApiRequestsSince(db, user.id, since),
      ]);
      const profileText = [
        user.username,
        user.email,
        user.full_name,
        user.company,
        user.sector,
        user.country,
      ].join('');
      const bytes =
        Buffer.byteLength(profileText) +
        extensionIds.reduce((sum, id) => sum + Buffer.byteLength(id), 0);
      return {
        extensions: extensionIds.length,
        projects: 0,
        apiCalls,
        storage: formatStorage(bytes),
      };
    },

    /**
     * A new API token replaces the previous one (the dashboard has one "Generate New Token" button
     * and no list), so a lost token is revoked by generating another. It has no expiry of its own.
     */
    async generateApiToken(auth: AuthContext, meta: { ip: string; userAgent: string | null }) {
      const now = clock.now();
      const { token, hash } = issueToken();
      await db.transaction().execute(async (trx) => {
        await revokeUserTokens(trx, auth.user.id, ['api'], now);
        await insertSession(
          trx,
          {
            token_hash: hash,
            user_id: auth.user.id,
            kind: 'api',
            expires_at: null,
            ip: meta.ip,
            user_agent: meta.userAgent,
          },
          now,
        );
      });
      return { api_token: token };
    },
  };
}
