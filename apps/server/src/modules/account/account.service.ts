import {
  profileOf,
  type Profile,
  type ProfileUpdateRequest,
  type UserStats,
} from '@sinyal/contracts/account';
import type { SessionUser } from '@sinyal/contracts/auth';
import type { AppContext } from '../../app-context';
import { recordAudit, securityEvent } from '../audit/audit.service';
import { addMs, dayMs } from '../../lib/clock';
import type { AuthContext } from '../../plugins/auth';
import { issueToken } from '../../security/tokens';
import { insertSession } from '../auth/sessions.service';
import { markNeverUsed, revokeApiTokensNamed } from '../tokens/tokens.service';
import { existingUser, lockAccount, updateUser } from '../users/users.service';
import {
  countApiRequestsSince,
  listDeviceUsage,
  listInstalledExtensionIds,
  publishedBytes,
} from './account.repository';

export const apiCallWindowMs = 30 * dayMs;

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

/** A stored JSON list of ids; anything else counts as none. */
function parseIdList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
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
        await updateUser(db, auth.user.id, update, clock.now());
      }
      return profileOf(await existingUser(db, auth.user.id));
    },

    /**
     * Real figures (docs/product.md §2 Overview): extensions = distinct extensions installed on
     * the account's devices, as each last reported at its lease renewal, with those installed
     * through the marketplace page while signed in (POST /api/extensions/:id/installs); projects = the projects
     * those devices report keeping (the reference agent keeps none); devices = devices signed in
     * and not removed; apiCalls = requests made with the account's API tokens in 30 days;
     * storage = what the service keeps for the extensions the account published.
     */
    async stats(user: SessionUser): Promise<UserStats> {
      const since = addMs(clock.now(), -apiCallWindowMs).toISOString();
      const [devices, recorded, apiCalls, bytes] = await Promise.all([
        listDeviceUsage(db, user.id),
        listInstalledExtensionIds(db, user.id),
        countApiRequestsSince(db, user.id, since),
        publishedBytes(db, user.id),
      ]);
      const extensionIds = new Set([
        ...recorded,
        ...devices.flatMap((device) => parseIdList(device.extensions)),
      ]);
      return {
        extensions: extensionIds.size,
        projects: devices.reduce((sum, device) => sum + device.projects, 0),
        devices: devices.length,
        apiCalls,
        storage: formatStorage(bytes),
      };
    },

    /**
     * The specification's one-click token (docs/architecture.md §11): named "Default", read and
     * publish, no expiry. It replaces the previous "Default" token, as the single button always
     * did, and leaves the account's named tokens (modules/tokens) alone.
     */
    async generateApiToken(auth: AuthContext, meta: { ip: string; userAgent: string | null }) {
      const now = clock.now();
      const { token, hash } = issueToken();
      await db.transaction().execute(async (trx) => {
        // Two clicks at once: the second replaces the first's token instead of keeping both.
        await lockAccount(trx, auth.user.id);
        await revokeApiTokensNamed(trx, auth.user.id, 'Default', now);
        const id = await insertSession(
          trx,
          {
            token_hash: hash,
            user_id: auth.user.id,
            kind: 'api',
            name: 'Default',
            scopes: JSON.stringify(['read', 'publish']),
            expires_at: null,
            ip: meta.ip,
            user_agent: meta.userAgent,
          },
          now,
        );
        await markNeverUsed(trx, id);
        await recordAudit(trx, securityEvent(auth.user.id, 'api_token_create', now, meta.ip));
      });
      return { api_token: token };
    },
  };
}
