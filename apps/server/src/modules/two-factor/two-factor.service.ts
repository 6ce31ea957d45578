import type {
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
  TwoFactorEnableResponse,
  TwoFactorSetupRequest,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@sinyal/contracts/account-security';
import { accountSecurityMessages as m } from '@sinyal/contracts/account-security-messages';
import type { AppContext } from '../../app-context';
import { recordAudit, securityEvent } from '../audit/audit.service';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { existingUser, requirePassword } from '../users/users.service';
import { sendAccountNotice } from '../../mail/account-notices';
import {
  answerOf,
  codeWrong,
  createSecondFactor,
  newRecoveryCodes,
  totpSecretContext,
} from './second-factor.service';
import { newTotpSecret, otpauthUrl } from './totp';
import {
  countUnusedRecoveryCodes,
  disableTotp,
  enableTotp,
  replaceRecoveryCodes,
  setPendingTotpSecret,
} from './two-factor.repository';

// The data export says how many recovery codes are left: through here, not the repository.
export { countUnusedRecoveryCodes } from './two-factor.repository';

export function createTwoFactorService(ctx: AppContext) {
  const { db, clock, passwords } = ctx;
  const secondFactor = createSecondFactor(ctx);

  return {
    async status(auth: AuthContext): Promise<TwoFactorStatus> {
      const user = await existingUser(db, auth.user.id);
      return {
        enabled: user.totp_enabled_at !== null,
        enabled_at: user.totp_enabled_at,
        recovery_codes_left:
          user.totp_enabled_at === null ? 0 : await countUnusedRecoveryCodes(db, user.id),
      };
    },

    /**
     * A new secret, kept sealed until a code made from it turns 2FA on; an older one is replaced.
     * The password is asked first: whoever holds only a session (a stolen one) must not be able
     * to put the account behind an authenticator of theirs and lock its owner out.
     */
    async setup(auth: AuthContext, input: TwoFactorSetupRequest): Promise<TwoFactorSetupResponse> {
      const user = await existingUser(db, auth.user.id);
      if (user.totp_enabled_at !== null) throw AppError.of('two_factor_already_enabled', 409);
      await requirePassword(passwords, user, input.password);
      const secret = newTotpSecret();
      await setPendingTotpSecret(
        db,
        user.id,
        ctx.accountSecrets.seal(secret, totpSecretContext(user.id)),
        clock.now(),
      );
      return { secret, otpauth_url: otpauthUrl(secret, user.username) };
    },

    /** Turns 2FA on with the password again and a code made from the secret being set up. */
    async enable(
      auth: AuthContext,
      input: TwoFactorEnableRequest,
    ): Promise<TwoFactorEnableResponse> {
      const { code } = input;
      const user = await existingUser(db, auth.user.id);
      if (user.totp_enabled_at !== null) throw AppError.of('two_factor_already_enabled', 409);
      await requirePassword(passwords, user, input.password);
      if (user.totp_pending_secret === null) throw AppError.of('two_factor_setup_missing', 409);
      let secret: string;
      try {
        secret = ctx.accountSecrets.open(user.totp_pending_secret, totpSecretContext(user.id));
      } catch {
        throw AppError.of('two_factor_setup_missing', 409);
      }
      const step = await secondFactor.stepOfNewSecret(user, secret, code);
      if (step === null) throw codeWrong();
      const { codes, hashes } = newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        if (!(await enableTotp(trx, user.id, step, now))) {
          throw AppError.of('two_factor_setup_missing', 409);
        }
        await replaceRecoveryCodes(trx, user.id, hashes, now);
        await recordAudit(trx, securityEvent(user.id, 'two_factor_on', now, auth.ip));
      });
      sendAccountNotice(ctx, user, 'two-factor-on');
      return { detail: m.twoFactorEnabled, recovery_codes: codes };
    },

    /** Needs the password and a code (or a recovery code): a stolen session alone cannot do it. */
    async disable(auth: AuthContext, input: TwoFactorDisableRequest): Promise<void> {
      const user = await existingUser(db, auth.user.id);
      if (user.totp_enabled_at === null) throw AppError.of('two_factor_not_enabled', 409);
      await requirePassword(passwords, user, input.password);
      if (!(await secondFactor.verify(user, answerOf(input.code)))) throw codeWrong();
      await db.transaction().execute(async (trx) => {
        await disableTotp(trx, user.id, clock.now());
        await recordAudit(trx, securityEvent(user.id, 'two_factor_off', clock.now(), auth.ip));
      });
      sendAccountNotice(ctx, user, 'two-factor-off');
    },
  };
}
