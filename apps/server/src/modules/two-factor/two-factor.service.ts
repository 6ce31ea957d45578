import type {
  TwoFactorDisableRequest,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@sinyal/contracts/account-security';
import { accountSecurityMessages as m } from '@sinyal/contracts/account-security-messages';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/token-check.service';
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

    /** A new secret, kept sealed until a code made from it turns 2FA on; an older one is replaced. */
    async setup(auth: AuthContext): Promise<TwoFactorSetupResponse> {
      const user = await existingUser(db, auth.user.id);
      if (user.totp_enabled_at !== null) throw AppError.of('two_factor_already_enabled', 409);
      const secret = newTotpSecret();
      await setPendingTotpSecret(
        db,
        user.id,
        ctx.accountSecrets.seal(secret, totpSecretContext(user.id)),
        clock.now(),
      );
      return { secret, otpauth_url: otpauthUrl(secret, user.username) };
    },

    async enable(auth: AuthContext, code: string): Promise<TwoFactorEnableResponse> {
      const user = await existingUser(db, auth.user.id);
      if (user.totp_enabled_at !== null) throw AppError.of('two_factor_already_enabled', 409);
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
      await db.transaction().execute((trx) => disableTotp(trx, user.id, clock.now()));
      sendAccountNotice(ctx, user, 'two-factor-off');
    },
  };
}
