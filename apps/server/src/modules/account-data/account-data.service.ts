import { profileOf } from '@sinyal/contracts/account';
import type { AccountExport, DeleteAccountRequest } from '@sinyal/contracts/account-security';
import type { AppContext } from '../../app-context';
import { recordAudit, securityEvent } from '../audit/audit.service';
import { AppError } from '../../errors';
import { ensureNotSoleOwner } from '../orgs/orgs.service';
import { sendAccountNotice } from '../../mail/account-notices';
import type { AuthContext } from '../../plugins/auth';
import { answerOf, codeWrong, createSecondFactor } from '../two-factor/second-factor.service';
import { listInvoices, listSubscriptions, type BillingService } from '../billing/billing.service';
import { countUnusedRecoveryCodes } from '../two-factor/two-factor.service';
import { listIdentities } from '../oauth/oauth.service';
import { listPasskeys } from '../passkeys/passkeys.service';
import { existingUser, requirePassword } from '../users/users.service';
import { forgetReviewsOf } from '../reviews/reviews.service';
import { collectAccountRows, deleteAccountRows } from './account-data.repository';
import { keepWhatTheLawRequires } from './legal-retention';

function parseScopes(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((scope) => typeof scope === 'string') : [];
  } catch {
    return [];
  }
}

/** The data rights of docs/architecture.md §11: a copy of everything stored, and deletion. */
export function createAccountDataService(
  ctx: AppContext,
  billing: Pick<BillingService, 'stopRenewals'>,
) {
  const { db, clock, passwords } = ctx;
  const secondFactor = createSecondFactor(ctx);

  return {
    /**
     * Everything stored about the account, without secrets or hashes (no password hash, token
     * hashes, TOTP secret or recovery codes; the schema in the contracts is the list of what leaves).
     */
    async exportData(auth: AuthContext): Promise<AccountExport> {
      const user = await existingUser(db, auth.user.id);
      const [rows, subscriptions, invoices, recoveryCodesLeft, identities, passkeys] =
        await Promise.all([
          collectAccountRows(db, user.id, user.email),
          listSubscriptions(db, user.id),
          listInvoices(db, user.id),
          countUnusedRecoveryCodes(db, user.id),
          listIdentities(db, user.id),
          listPasskeys(db, user.id),
        ]);
      const tokenOf = (row: (typeof rows.sessions)[number]) => ({
        created_at: row.created_at,
        last_used_at: row.last_used_at,
        expires_at: row.expires_at,
        revoked_at: row.revoked_at,
        ip: row.ip,
        user_agent: row.user_agent,
      });
      const published = new Map<string, AccountExport['published_extensions'][number]>();
      for (const row of rows.owned) {
        const entry = published.get(row.id) ?? { id: row.id, name: row.name, versions: [] };
        if (row.version !== null && row.published_at !== null) {
          entry.versions.push({ version: row.version, published_at: row.published_at });
        }
        published.set(row.id, entry);
      }
      return {
        format: 'sinyal-account-export/1',
        exported_at: clock.now().toISOString(),
        profile: {
          id: user.id,
          ...profileOf(user),
          language: user.language,
          // The plan by its one name (lite, pro, enterprise; docs/architecture.md §7).
          plan: auth.user.plan,
          email_verified_at: user.email_verified_at,
          updated_at: user.updated_at,
        },
        settings: {
          telemetry_opt_out: user.telemetry_opt_out === 1,
          newsletter_subscribed: user.newsletter === 1,
        },
        two_factor: {
          enabled: user.totp_enabled_at !== null,
          enabled_at: user.totp_enabled_at,
          recovery_codes_left: user.totp_enabled_at === null ? 0 : recoveryCodesLeft,
        },
        sessions: rows.sessions.filter((row) => row.kind === 'session').map(tokenOf),
        api_tokens: rows.sessions
          .filter((row) => row.kind === 'api')
          .map((row) => ({ ...tokenOf(row), name: row.name, scopes: parseScopes(row.scopes) })),
        login_history: rows.logins.map((row) => ({ ...row, success: row.success === 1 })),
        api_calls: rows.apiCalls,
        extension_installs: rows.installs,
        published_extensions: [...published.values()],
        email_changes: rows.emailChanges,
        contact_messages: rows.contactMessages,
        subscriptions: subscriptions.map((row) => ({
          id: row.id,
          status: row.status,
          interval: row.interval,
          amount: row.amount,
          currency: row.currency,
          current_period_end: row.current_period_end,
          ends_at: row.ends_at,
          created_at: row.created_at,
        })),
        invoices: invoices.map((row) => ({
          id: row.id,
          number: row.invoice_number,
          amount: row.amount,
          currency: row.currency,
          billed_at: row.billed_at,
        })),
        linked_accounts: identities.map((row) => ({
          provider: row.provider,
          email: row.email,
          created_at: row.created_at,
          last_used_at: row.last_used_at,
        })),
        passkeys: passkeys.map((row) => ({
          name: row.name,
          created_at: row.created_at,
          last_used_at: row.last_used_at,
        })),
      };
    },

    /**
     * Deletes the account once the password (and, with 2FA, a code or recovery code) says it is
     * its owner. What the law requires is kept first (legal-retention.ts); then the account goes,
     * and with it every session, API token and device, so nothing signed in to it works again.
     */
    async deleteAccount(auth: AuthContext, input: DeleteAccountRequest): Promise<void> {
      const user = await existingUser(db, auth.user.id);
      await requirePassword(passwords, user, input.password);
      if (user.totp_enabled_at !== null) {
        if (input.code === undefined) {
          throw AppError.of('two_factor_code_required', 400, {
            fields: { code: 'two_factor_code_required' },
          });
        }
        if (!(await secondFactor.verify(user, answerOf(input.code)))) throw codeWrong();
      }
      // An organization always keeps an owner: its only one hands it over before leaving for good.
      await ensureNotSoleOwner(db, user.id);
      // A deleted account must not go on being charged: its subscription stops renewing first,
      // and when the provider cannot be reached the account stays, so the user can try again.
      await billing.stopRenewals(user.id);
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        await keepWhatTheLawRequires(trx, user, now);
        await forgetReviewsOf(trx, user.id);
        await deleteAccountRows(trx, user.id, user.email, now);
        await recordAudit(trx, securityEvent(user.id, 'account_delete', now, auth.ip));
      });
      sendAccountNotice(ctx, user, 'account-deleted');
    },
  };
}
