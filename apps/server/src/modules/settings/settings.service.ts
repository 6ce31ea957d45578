import type { AccountSettings, AccountSettingsUpdate } from '@sinyal/contracts/account-security';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { findSettings, updateSettings } from './settings.repository';

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
      await updateSettings(
        ctx.db,
        userId,
        {
          ...(telemetry_opt_out === undefined ? {} : { telemetry_opt_out }),
          ...(newsletter_subscribed === undefined ? {} : { newsletter: newsletter_subscribed }),
        },
        ctx.clock.now(),
      );
      return read(userId);
    },
  };
}
