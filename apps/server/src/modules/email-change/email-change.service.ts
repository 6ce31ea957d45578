import { randomBytes } from 'node:crypto';
import type { EmailChangeRequest } from '@sinyal/contracts/account-security';
import type { AppContext } from '../../app-context';
import { recordAudit, securityEvent } from '../audit/audit.service';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { addMs, dayMs, hourMs } from '../../lib/clock';
import { normalizeIdentifier } from '../../lib/normalize';
import { sendAccountNotice } from '../../mail/account-notices';
import { hashToken, issueToken, looksLikeToken } from '../../security/tokens';
import { createAuthService, retireEmailTokens } from '../auth/auth.service';
import { revokeUserTokens } from '../auth/sessions.service';
import type { AuthContext } from '../../plugins/auth';
import {
  existingUser,
  findUserById,
  requirePassword,
  setUserEmail,
  setUserPassword,
} from '../users/users.service';
import {
  cancelPendingEmailChanges,
  confirmEmailChange,
  emailBelongsToAnother,
  insertEmailChange,
  reportEmailChange,
} from './email-change.repository';

export const confirmLinkTtlMs = 24 * hourMs;
export const reportLinkTtlMs = 14 * dayMs;

const invalidLink = () => AppError.of('invalid_link', 400, { fields: { token: 'invalid_link' } });

/**
 * Changing the account's e-mail (docs/architecture.md §11). The password is asked again; the new
 * address gets a link and nothing changes until it is opened; the old address is told at once,
 * with a link to report the change. Reporting undoes it (before or after confirmation), logs the
 * account out everywhere (sessions and API tokens), makes the password unusable and mails a reset
 * link to the old address: whoever asked knew the password, so only its owner's mailbox is trusted.
 */
export function createEmailChangeService(ctx: AppContext) {
  const { db, clock, passwords, config } = ctx;
  const mails = ctx.rateLimits.counted('email-change-mails', config.rateLimits.emailChange.account);
  const auth = createAuthService(ctx);

  return {
    async request(signedIn: AuthContext, input: EmailChangeRequest): Promise<void> {
      const user = await existingUser(db, signedIn.user.id);
      await requirePassword(passwords, user, input.password);
      const newEmail = input.new_email.trim();
      const normalized = normalizeIdentifier(newEmail);
      if (normalized === user.email_normalized) {
        throw AppError.of('email_unchanged', 400, { fields: { new_email: 'email_unchanged' } });
      }
      if (await emailBelongsToAnother(db, normalized, user.id)) {
        throw AppError.of('email_taken', 409, { fields: { new_email: 'email_taken' } });
      }
      // Each request mails two addresses, one of them chosen by the requester.
      const key = { accountId: user.id };
      await mails.reserve(key);

      const confirm = issueToken();
      const report = issueToken();
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await cancelPendingEmailChanges(trx, user.id, now);
        await insertEmailChange(
          trx,
          {
            user_id: user.id,
            old_email: user.email,
            new_email: newEmail,
            new_email_normalized: normalized,
            confirm_token_hash: confirm.hash,
            report_token_hash: report.hash,
            confirm_expires_at: addMs(now, confirmLinkTtlMs).toISOString(),
            report_expires_at: addMs(now, reportLinkTtlMs).toISOString(),
          },
          now,
        );
      });
      // The secret in the fragment (DESIGN §18), which no server or Referer sees.
      const link = (query: string) => `${config.publicUrl}/email-change#${query}`;
      sendAccountNotice(ctx, user, 'email-change', {
        to: newEmail,
        link: link(`token=${confirm.token}`),
      });
      sendAccountNotice(ctx, user, 'email-change-notice', {
        link: link(`report=${report.token}`),
        newEmail,
      });
    },

    /** The new address's link: the change takes effect. */
    /** `ip`: the request's address, for the audit log. */
    async confirm(token: string, ip: string): Promise<void> {
      if (!looksLikeToken(token)) throw invalidLink();
      try {
        await db.transaction().execute(async (trx) => {
          const now = clock.now();
          const change = await confirmEmailChange(trx, hashToken(token), now);
          if (!change) throw invalidLink();
          if (await emailBelongsToAnother(trx, change.new_email_normalized, change.user_id)) {
            throw AppError.of('email_change_taken', 409);
          }
          await setUserEmail(
            trx,
            change.user_id,
            change.new_email,
            change.new_email_normalized,
            now,
          );
          // Every link mailed to the old address is done: a reset link there must not set the
          // password of an account that has left that mailbox. (They would fail anyway, being
          // bound to the address they went to; retired, they show as used.) The report link stays:
          // it is the old address's way to undo the change.
          await retireEmailTokens(trx, change.user_id, 'verify', now);
          await retireEmailTokens(trx, change.user_id, 'reset', now);
          await recordAudit(trx, securityEvent(change.user_id, 'email_change', now, ip));
        });
      } catch (error) {
        // Another account took the address between the check and the write.
        if (isUniqueViolation(error)) throw AppError.of('email_change_taken', 409);
        throw error;
      }
    },

    /** The old address's link: "this was not me". `ip`: the request's address, for the audit log. */
    async report(token: string, ip: string): Promise<void> {
      if (!looksLikeToken(token)) throw invalidLink();
      // An unusable password: the reset link mailed below is the only way back in.
      const lockedPassword = await passwords.hash(randomBytes(32).toString('base64url'));
      let restoredEmail = '';
      try {
        await db.transaction().execute(async (trx) => {
          const now = clock.now();
          const change = await reportEmailChange(trx, hashToken(token), now);
          if (!change) throw invalidLink();
          await cancelPendingEmailChanges(trx, change.user_id, now);
          const user = await findUserById(trx, change.user_id);
          if (!user) throw invalidLink();
          restoredEmail = change.old_email;
          if (user.email !== change.old_email) {
            const normalized = normalizeIdentifier(change.old_email);
            if (await emailBelongsToAnother(trx, normalized, user.id)) {
              throw AppError.of('email_change_taken', 409);
            }
            await setUserEmail(trx, user.id, change.old_email, normalized, now);
          }
          await setUserPassword(trx, user.id, lockedPassword, now);
          await revokeUserTokens(trx, user.id, ['session', 'api'], now);
          await retireEmailTokens(trx, user.id, 'reset', now);
          await recordAudit(trx, securityEvent(user.id, 'email_change_reported', now, ip));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.of('email_change_taken', 409);
        throw error;
      }
      auth.requestPasswordReset(restoredEmail);
    },
  };
}
