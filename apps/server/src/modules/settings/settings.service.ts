import type { AccountSettings, AccountSettingsUpdate } from '@sinyal/contracts/account-security';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { updateUser } from '../users/users.service';
import { findSettings } from './settings.repository';

export function createSettingsService(ctx: AppContext) {
  const read = async (userId: number): Promise<AccountSettings> => {
    const row = await findSettings(ctx.db, userId);
    if (!row) throw AppError.of('account_not_found', 404);
    return {
      telemetry_opt_out: row.telemetry_opt_out === 1,
      newsletter_subscribed: row.newsletter === 1,
    };
  };

  return {
    read,
    async update(userId: number, changes: AccountSettingsUpdate): Promise<AccountSettings> {
      const { telemetry_opt_out, newsletter_subscribed } = changes;
      // The switches are columns of the account's row, kept as 0 or 1.
      const set: { telemetry_opt_out?: 0 | 1; newsletter?: 0 | 1 } = {};
      if (telemetry_opt_out !== undefined) set.telemetry_opt_out = telemetry_opt_out ? 1 : 0;
      if (newsletter_subscribed !== undefined) set.newsletter = newsletter_subscribed ? 1 : 0;
      await updateUser(ctx.db, userId, set, ctx.clock.now());
      return read(userId);
    },
  };
}
