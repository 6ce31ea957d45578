import { randomInt } from 'node:crypto';
import {
  formatRecoveryCode,
  isTotpCode,
  compactCode,
  normalizeRecoveryCode,
  recoveryCodeAlphabet,
  recoveryCodeCount,
  recoveryCodeLength,
} from '@sinyal/contracts/account-security';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { hashToken } from '../../security/tokens';
import type { UserRecord } from '../users/users.service';
import { matchingTimeStep } from './totp';
import { claimTimeStep, useRecoveryCode } from './two-factor.repository';

/** What a person gave as their second factor. */
export type SecondFactorAnswer = { code: string } | { recoveryCode: string };

/** A code typed where either kind will do: six digits are a TOTP code, anything else a recovery code. */
export function answerOf(typed: string): SecondFactorAnswer {
  return isTotpCode(typed) ? { code: typed } : { recoveryCode: typed };
}

/** The 400 for a code (or recovery code) that does not pass, on the form's code field. */
export const codeWrong = () =>
  AppError.of('two_factor_code_wrong', 400, { fields: { code: 'two_factor_code_wrong' } });

/** The context a TOTP secret is sealed under: it opens only for this account. */
export const totpSecretContext = (userId: number) => `totp:${userId}`;

export function hashRecoveryCode(code: string): string {
  return hashToken(normalizeRecoveryCode(code));
}

/** Ten new recovery codes: what the person is shown once, and the hashes that are stored. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes: string[] = [];
  for (let index = 0; index < recoveryCodeCount; index++) {
    let code = '';
    for (let char = 0; char < recoveryCodeLength; char++) {
      code += recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)];
    }
    codes.push(formatRecoveryCode(code));
  }
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/**
 * Checks a second factor against an account with two-factor sign-in on. Failures are limited per
 * account (RATE_LIMIT_MFA_ACCOUNT, failures only): each check is counted before it runs and given
 * back when the code passes, so neither the login's second step nor any form that asks for a code
 * can be used to guess, not even with many guesses sent at once.
 */
export function createSecondFactor(ctx: AppContext) {
  const failures = ctx.rateLimits.counted('mfa-failures', ctx.config.rateLimits.mfa.account);

  async function passes(user: UserRecord, answer: SecondFactorAnswer): Promise<boolean> {
    if ('code' in answer) {
      if (user.totp_secret === null) return false;
      let secret: string;
      try {
        secret = ctx.accountSecrets.open(user.totp_secret, totpSecretContext(user.id));
      } catch {
        // A secret the server's key no longer opens: only recovery codes can pass now.
        return false;
      }
      const step = matchingTimeStep(secret, compactCode(answer.code), ctx.clock.now());
      return step !== null && (await claimTimeStep(ctx.db, user.id, step));
    }
    return useRecoveryCode(ctx.db, user.id, hashRecoveryCode(answer.recoveryCode), ctx.clock.now());
  }

  return {
    /**
     * The time step of a code made from a secret being set up (not yet the account's), or null;
     * a wrong code counts as a failure like any other.
     */
    async stepOfNewSecret(user: UserRecord, secret: string, code: string): Promise<number | null> {
      const attempt = await failures.reserve({ accountId: user.id });
      const step = matchingTimeStep(secret, compactCode(code), ctx.clock.now());
      if (step !== null) await attempt.release();
      return step;
    },
    /** True when the answer passes (and is used up); a failure is counted. */
    async verify(user: UserRecord, answer: SecondFactorAnswer): Promise<boolean> {
      const attempt = await failures.reserve({ accountId: user.id });
      const ok = await passes(user, answer);
      if (ok) await attempt.release();
      return ok;
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
